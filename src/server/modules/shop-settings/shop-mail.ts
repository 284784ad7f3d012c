import { formatEgyptianPhone } from '../../../shared/phone';
import type { Language } from '../../../shared/language';
import { messagesFor, type Messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { escapeHtml } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import { readSettings, type ShopSettingsRecord } from './shop-settings.repository';

/** The footer lines: the shop's name and the contacts the owner has set, nothing invented; labelled in the mail's language. */
function footerLines(settings: ShopSettingsRecord, m: Messages['shopSettings']): string[] {
  return [
    settings.shopName,
    settings.phone ? m.mailFooterPhone(formatEgyptianPhone(settings.phone)) : null,
    settings.email ? m.mailFooterEmail(settings.email) : null,
    settings.address,
  ].filter((line): line is string => Boolean(line));
}

/**
 * Signs a mail with the shop's settings as they are when it is sent: the sender's name is the
 * shop's name, and a footer says how to reach the shop. Read per mail (one row), so a change in
 * the admin shows in the next mail without a restart. The footer is in the mail's language.
 */
export async function signMail(message: MailMessage, settings: ShopSettingsRecord, language: Language): Promise<MailMessage> {
  const lines = footerLines(settings, (await messagesFor(language)).shopSettings);
  if (lines.length === 0) return message;
  return {
    ...message,
    ...(settings.shopName ? { fromName: settings.shopName } : {}),
    text: `${message.text}\n\n--\n${lines.join('\n')}`,
    html: `${message.html}\n<hr><p style="color:#555;font-size:13px">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

export async function signWithShopSettings(db: DbOrTx, message: MailMessage, language: Language): Promise<MailMessage> {
  return signMail(message, await readSettings(db), language);
}
