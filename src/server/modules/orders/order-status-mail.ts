import type { MailMessage } from '../../mail/mailer';
import { formatLE, toPiastres } from '../../../shared/money';
import type { CancelReason, OrderStatus } from '../../../shared/order-status';
import { sizeLabel } from '../../../shared/sizes';
import type { OrderView } from './order-view';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The reason in plain words, as the customer reads it. */
const REASON_WORDS: Record<CancelReason, string> = {
  customer_cancelled: 'you asked us to cancel it',
  refused_on_delivery: 'the parcel was refused at delivery',
  unreachable: 'we could not reach you to confirm it',
  out_of_stock: 'an item in it is no longer in stock',
  other: 'we could not fulfil it',
};

/**
 * The mail of a status the customer should hear about. Cash on delivery: the shipped mail says
 * what to have ready, and no mail says a payment was received.
 */
export function statusMail(order: OrderView, status: OrderStatus, cancelReason: CancelReason | null, shopUrl: string): MailMessage | undefined {
  const number = `#${order.orderNumber}`;
  const total = formatLE(toPiastres(order.totalPrice));
  const items = order.products.map((line) => `${line.title} (size ${sizeLabel(line.size)}) x ${line.quantity}`);
  let subject: string;
  let body: string[];
  switch (status) {
    case 'shipped':
      subject = `Your order ${number} is on its way`;
      body = [
        `Your order ${number} is on its way to ${order.address}, ${order.city}, ${order.governorate}.`,
        `Payment is cash on delivery: please have ${total} ready in cash for the courier.`,
      ];
      break;
    case 'delivered':
      subject = `Your order ${number} has been delivered`;
      body = [`Your order ${number} has been delivered. Thank you for shopping with us; we hope you enjoy it.`];
      break;
    case 'cancelled':
      subject = `Your order ${number} has been cancelled`;
      body = [
        `Your order ${number} has been cancelled${cancelReason ? ` because ${REASON_WORDS[cancelReason]}` : ''}.`,
        'Nothing is due for it. If this is a mistake, reply to this e-mail and we will help.',
      ];
      break;
    default:
      return undefined;
  }
  const text = [`Hello ${order.firstName},`, '', ...body, '', 'Items:', ...items.map((item) => `- ${item}`), '', `Your orders: ${shopUrl}/my-orders`].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(order.firstName)},</p>`,
    ...body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(shopUrl)}/my-orders">See your orders</a></p>`,
  ].join('\n');
  return { to: order.email, subject, text, html };
}
