import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { jwtSecretOf } from '../../secrets/index';
import { emailIdentityKey } from '../../../shared/email-identity';
import { pathInLanguage, type Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { formatLE } from '../../../shared/money';
import { paths } from '../../../shared/paths';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import type { AbandonedLine } from './abandoned-carts.repository';

/** The key of stop links, derived from the JWT secret as the sign-in codes' key is. */
export const optOutSecret = (config: Config): string =>
  createHmac('sha256', jwtSecretOf(config)).update('cart-reminder-stop/v1').digest('base64url');

/** The stop link's token: the address (folded) signed with the shop's secret, so no one stops another's mails. */
export const optOutToken = (secret: string, email: string): string =>
  createHmac('sha256', secret).update(`cart-reminders:${emailIdentityKey(email)}`).digest('base64url');

export function isOptOutToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(optOutToken(secret, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const optOutUrl = (shopUrl: string, secret: string, email: string): string =>
  `${shopUrl}/api/cart-reminders/stop?email=${encodeURIComponent(email)}&token=${optOutToken(secret, email)}`;

/** The one reminder of a cart, in the customer's language: its lines with pictures, the total, the way back and the way out. */
export async function reminderMail(
  cart: { email: string; language: Language; lines: Array<AbandonedLine & { imageUrl: string }>; valuePiastres: number },
  shop: { url: string; secret: string; imageUrl: (key: string) => string },
): Promise<MailMessage> {
  const texts = await messagesFor(cart.language);
  const m = texts.promotions.reminder;
  const cartUrl = `${shop.url}${pathInLanguage(cart.language, paths.cart)}`;
  const stopUrl = optOutUrl(shop.url, shop.secret, cart.email);
  const lineText = (line: AbandonedLine) => `${line.title} (${line.size.toUpperCase()}) × ${line.quantity}: ${formatLE(line.finalPricePiastres * line.quantity, texts)}`;
  const text = [m.greeting, '', m.intro, ...cart.lines.map((line) => `- ${lineText(line)}`), '', m.total(formatLE(cart.valuePiastres, texts)), '', `${m.button}: ${cartUrl}`, '', `${m.unsubscribe}: ${stopUrl}`].join('\n');
  const rows = cart.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 8px 4px 0">${line.imageUrl ? `<img src="${escapeHtml(shop.imageUrl(line.imageUrl))}" alt="" width="64" height="64" style="border-radius:6px;object-fit:cover">` : ''}</td>` +
        `<td style="padding:4px 0">${escapeHtml(lineText(line))}</td></tr>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(m.greeting)}</p>`,
    `<p>${escapeHtml(m.intro)}</p>`,
    `<table role="presentation">${rows}</table>`,
    `<p><strong>${escapeHtml(m.total(formatLE(cart.valuePiastres, texts)))}</strong></p>`,
    `<p><a href="${escapeHtml(cartUrl)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;border-radius:999px;text-decoration:none">${escapeHtml(m.button)}</a></p>`,
    `<p style="font-size:12px;color:#555"><a href="${escapeHtml(stopUrl)}">${escapeHtml(m.unsubscribe)}</a></p>`,
  ].join('\n');
  return { to: cart.email, subject: m.subject, text, html: inLanguage(cart.language, html) };
}
