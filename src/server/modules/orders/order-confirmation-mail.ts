import { pathInLanguage, type Language } from '../../../shared/language';
import { deliveryPlace, messagesFor } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { formatDateTime, formatLE, toPiastres } from '../../../shared/money';
import { sizeLabel } from '../../../shared/sizes';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import type { OrderView } from './order-view';
import { confirmationBlock, confirmationUrl } from '../confirmation';

/**
 * The order confirmation, in the language the order was placed in. Cash on delivery: the mail
 * says what is due at the door and never that a payment was received.
 */
export async function confirmationMail(order: OrderView, language: Language, shopUrl: string, autoCancelHours = 0): Promise<MailMessage> {
  const texts = await messagesFor(language);
  // An order awaiting its confirmation carries its link (issue 34): the e-mail channel's ask.
  const token = order.confirmation.state === 'awaiting' ? order.confirmationToken : null;
  const confirm = confirmationBlock(texts, token ? confirmationUrl(shopUrl, token, language) : null, autoCancelHours);
  const m = texts.mail;
  const myOrders = `${shopUrl}${pathInLanguage(language, paths.myOrders)}`;
  const le = (pounds: number) => formatLE(toPiastres(pounds), texts);
  const lines = order.products.map((line) => m.itemAmount(m.item(line.title, sizeLabel(line.size), line.quantity), le(line.finalPrice * line.quantity)));
  const totals: Array<[string, string]> = [
    [m.subTotal, le(order.subtotal)],
    ...(order.discount > 0 ? [[m.discount(order.promoCode), `-${le(order.discount)}`] as [string, string]] : []),
    [m.shipping, order.shippingFee === 0 ? texts.checkout.freeShipping : le(order.shippingFee)],
    [m.totalOnDelivery, le(order.totalPrice)],
  ];
  const address = [`${order.firstName} ${order.lastName}`, order.address, deliveryPlace({ city: order.city, governorate: order.governorate }, texts), m.phone(order.phone)];
  const paymentNote = m.paymentNote(le(order.totalPrice));
  const placedOn = formatDateTime(order.createdAt, texts);
  const text = [
    m.hello(order.firstName),
    '',
    m.thanks,
    '',
    ...confirm.text,
    `${m.orderNumber} #${order.orderNumber}`,
    `${m.placedOn} ${placedOn}`,
    '',
    m.items,
    ...lines.map((line) => `- ${line}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    paymentNote,
    '',
    m.deliveryAddress,
    ...address,
    '',
    m.seeOrdersAt(myOrders),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.hello(order.firstName))}</p>`,
    `<p>${escapeHtml(m.thanks)}</p>`,
    ...confirm.html,
    `<p><strong>${escapeHtml(m.orderNumber)}</strong> #${order.orderNumber}<br>${escapeHtml(m.placedOn)} ${escapeHtml(placedOn)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<table>${totals.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(paymentNote)}</p>`,
    `<p><strong>${escapeHtml(m.deliveryAddress)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(myOrders)}">${escapeHtml(m.seeOrders)}</a></p>`,
  ].join('\n');
  return { to: order.email, subject: `${texts.api.orders.confirmationMailSubject} #${order.orderNumber}`, text, html: inLanguage(language, html) };
}
