import { confirmationPath } from '../../../shared/confirmation';
import type { Language } from '../../../shared/language';
import { messagesFor, type Messages } from '../../../shared/messages';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import type { OrderView } from '../orders';

/** The absolute confirmation page of a token, in the order's language. */
export const confirmationUrl = (shopUrl: string, token: string, language: Language): string => `${shopUrl}${confirmationPath(token, language)}`;

/** The order e-mail's paragraph asking to confirm, in text and HTML (empty when the order needs none). */
export function confirmationBlock(texts: Messages, url: string | null, autoCancelHours: number): { text: string[]; html: string[] } {
  if (!url) return { text: [], html: [] };
  const m = texts.confirmation.mail;
  const note = autoCancelHours > 0 ? [m.autoCancelNote(autoCancelHours)] : [];
  return {
    text: [m.pleaseConfirm, url, ...note, ''],
    html: [`<p><strong>${escapeHtml(m.pleaseConfirm)}</strong><br><a href="${escapeHtml(url)}">${escapeHtml(m.confirmLink)}</a></p>`, ...note.map((line) => `<p>${escapeHtml(line)}</p>`)],
  };
}

/** The one reminder of an order still awaiting its confirmation, in the order's language. */
export async function reminderMail(order: OrderView, language: Language, url: string, autoCancelHours: number): Promise<MailMessage> {
  const texts = await messagesFor(language);
  const m = texts.confirmation.mail;
  const number = `#${order.orderNumber}`;
  const block = confirmationBlock(texts, url, autoCancelHours);
  const text = [texts.mail.hello(order.firstName), '', m.reminderBody(number), '', ...block.text].join('\n');
  const html = [`<p>${escapeHtml(texts.mail.hello(order.firstName))}</p>`, `<p>${escapeHtml(m.reminderBody(number))}</p>`, ...block.html].join('\n');
  return { to: order.email, subject: m.reminderSubject(number), text, html: inLanguage(language, html) };
}
