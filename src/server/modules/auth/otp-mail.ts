import { pathInLanguage, textDirection, type Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { escapeHtml } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

/** The shop's name is the display name of MAIL_FROM ('Shop <no-reply@...>'), so one setting names it. */
export function shopNameFrom(mailFrom: string): string {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return match?.[1]?.trim() || 'Shop';
}

type OtpMailOptions = { to: string; code: string; shopName: string; publicUrl: string; expiresInMinutes: number; language: Language };

/**
 * The one-time-code mail, in the language of the page that asked for it. The code is the
 * first number in the text: mail readers (and the tests) pick it from there, so nothing with
 * digits may come before it.
 */
export async function otpMail({ to, code, shopName, publicUrl, expiresInMinutes, language }: OtpMailOptions): Promise<MailMessage> {
  const texts = await messagesFor(language);
  const m = texts.mail;
  const shopUrl = `${publicUrl}${pathInLanguage(language, '')}`;
  const text = [m.helloPlain, '', texts.api.auth.otpMailBody(code), '', `${m.otpEnter(shopName)} ${m.otpIgnore}`, '', `${shopName}`, shopUrl].join('\n');
  const shop = escapeHtml(shopName);
  const html = `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111">
  <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">${shop}</h1>
      <p style="margin:0 0 8px">${escapeHtml(m.helloPlain)}</p>
      <p style="margin:0 0 16px">${escapeHtml(m.otpIntro)}</p>
      <p dir="ltr" style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 16px">${escapeHtml(code)}</p>
      <p style="margin:0 0 16px">${escapeHtml(m.otpExpires(expiresInMinutes))}</p>
      <p style="margin:0 0 16px;color:#555;font-size:14px">${escapeHtml(m.otpIgnore)}</p>
      <p style="margin:0;font-size:14px"><a href="${escapeHtml(shopUrl)}">${shop}</a></p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: `${texts.api.auth.otpMailSubject} - ${shopName}`, text, html };
}
