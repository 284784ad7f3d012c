import type { MailMessage } from '../../mail/mailer';
import { messages } from '../../../shared/messages';
import { formatDateTime, formatLE } from '../../../shared/money';
import { toPiastres } from '../../../shared/money';
import { sizeLabel } from '../../../shared/sizes';
import type { OrderView } from './order-view';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const le = (pounds: number) => formatLE(toPiastres(pounds));

/**
 * The order confirmation. Cash on delivery: the mail says what is due at the door and never
 * that a payment was received. (Server-only wording: the spec shows no mail text.)
 */
export function confirmationMail(order: OrderView, shopUrl: string): MailMessage {
  const lines = order.products.map((line) => ({
    text: `${line.title} (size ${sizeLabel(line.size)}) x ${line.quantity}: ${le(line.finalPrice * line.quantity)}`,
  }));
  const totals: Array<[string, string]> = [
    ['Sub Total', le(order.subtotal)],
    ...(order.discount > 0 ? [[`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`, `-${le(order.discount)}`] as [string, string]] : []),
    ['Shipping', order.shippingFee === 0 ? messages.checkout.freeShipping : le(order.shippingFee)],
    ['Total to pay on delivery', le(order.totalPrice)],
  ];
  const address = [`${order.firstName} ${order.lastName}`, order.address, `${order.city}, ${order.governorate}`, `Phone: ${order.phone}`];
  const paymentNote = `Payment: cash on delivery. Please have ${le(order.totalPrice)} ready for the courier; you pay nothing before your order arrives.`;
  const text = [
    `Hello ${order.firstName},`,
    '',
    'Thank you for your order. We have received it and will let you know when it ships.',
    '',
    `Order number: #${order.orderNumber}`,
    `Placed on: ${formatDateTime(order.createdAt)}`,
    '',
    'Items:',
    ...lines.map((line) => `- ${line.text}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    paymentNote,
    '',
    'Delivery address:',
    ...address,
    '',
    `See your orders at ${shopUrl}/my-orders`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(order.firstName)},</p>`,
    '<p>Thank you for your order. We have received it and will let you know when it ships.</p>',
    `<p><strong>Order number:</strong> #${order.orderNumber}<br>Placed on: ${escapeHtml(formatDateTime(order.createdAt))}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}</li>`).join('')}</ul>`,
    `<table>${totals.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(paymentNote)}</p>`,
    `<p><strong>Delivery address:</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(shopUrl)}/my-orders">See your orders</a></p>`,
  ].join('\n');
  return { to: order.email, subject: `${messages.api.orders.confirmationMailSubject} #${order.orderNumber}`, text, html };
}
