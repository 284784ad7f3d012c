import { pathInLanguage, textDirection, type Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import type { TeamRole } from '../../../shared/roles';
import { escapeHtml } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

type AddedMailOptions = { to: string; role: TeamRole; addedBy: string; shopName: string; publicUrl: string; language: Language };

/** The mail to a person added to the team: who added them, their role, how to sign in. */
export async function addedToTeamMail({ to, role, addedBy, shopName, publicUrl, language }: AddedMailOptions): Promise<MailMessage> {
  const m = (await messagesFor(language)).team;
  const signInUrl = `${publicUrl}${pathInLanguage(language, paths.login)}`;
  const roleName = m.roles[role];
  const text = [m.mail.greeting, '', m.mail.body(addedBy, roleName), m.roleHints[role], '', m.mail.howToSignIn, `${m.mail.signIn}: ${signInUrl}`, '', shopName].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111">
  <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shopName)}</h1>
      <p style="margin:0 0 8px">${escapeHtml(m.mail.greeting)}</p>
      <p style="margin:0 0 8px">${escapeHtml(m.mail.body(addedBy, roleName))}</p>
      <p style="margin:0 0 16px;color:#555">${escapeHtml(m.roleHints[role])}</p>
      <p style="margin:0 0 16px">${escapeHtml(m.mail.howToSignIn)}</p>
      <p style="margin:0"><a href="${escapeHtml(signInUrl)}">${escapeHtml(m.mail.signIn)}</a></p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: m.mail.subject(shopName), text, html };
}
