import { apiMessages } from '../../../shared/api-messages';
import type { MailMessage } from '../../mail/mailer';

/** The shop's name is the display name of MAIL_FROM ('Shop <no-reply@...>'), so one setting names it. */
export function shopNameFrom(mailFrom: string): string {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return match?.[1]?.trim() || 'Shop';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The one-time-code mail. The code is the first number in the text: mail readers (and the
 * tests) pick it from there, so nothing with digits may come before it.
 */
export function otpMail(options: { to: string; code: string; shopName: string; publicUrl: string; expiresInMinutes: number }): MailMessage {
  const { to, code, shopName, publicUrl, expiresInMinutes } = options;
  const text = [
    'Hello,',
    '',
    apiMessages.auth.otpMailBody(code),
    '',
    `Enter it on the ${shopName} sign-in page to continue. If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.`,
    '',
    `${shopName}`,
    publicUrl,
  ].join('\n');
  const shop = escapeHtml(shopName);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111">
  <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">${shop}</h1>
      <p style="margin:0 0 8px">Hello,</p>
      <p style="margin:0 0 16px">Your sign-in code is:</p>
      <p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 16px">${escapeHtml(code)}</p>
      <p style="margin:0 0 16px">It expires in ${expiresInMinutes} minutes.</p>
      <p style="margin:0 0 16px;color:#555;font-size:14px">If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.</p>
      <p style="margin:0;font-size:14px"><a href="${escapeHtml(publicUrl)}">${shop}</a></p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: `${apiMessages.auth.otpMailSubject} - ${shopName}`, text, html };
}
