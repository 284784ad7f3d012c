import { pathInLanguage, type Language } from '../../../shared/language';
import { deliveryPlace, messagesFor } from '../../../shared/messages';
import { formatLE, toPiastres } from '../../../shared/money';
import type { CancelReason, OrderStatus } from '../../../shared/order-status';
import { paths } from '../../../shared/paths';
import { sizeLabel } from '../../../shared/sizes';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import type { OrderView } from './order-view';

/**
 * The mail of a status the customer should hear about, in the order's language. Cash on
 * delivery: the shipped mail says what to have ready, and no mail says a payment was received.
 */
export async function statusMail(
  order: OrderView,
  status: OrderStatus,
  cancelReason: CancelReason | null,
  language: Language,
  shopUrl: string,
): Promise<MailMessage | undefined> {
  const texts = await messagesFor(language);
  const m = texts.mail;
  const number = `#${order.orderNumber}`;
  const total = formatLE(toPiastres(order.totalPrice), texts);
  const items = order.products.map((line) => m.item(line.title, sizeLabel(line.size), line.quantity));
  const myOrders = `${shopUrl}${pathInLanguage(language, paths.myOrders)}`;
  let subject: string;
  let body: string[];
  switch (status) {
    case 'shipped':
      subject = m.shippedSubject(number);
      body = [m.shippedBody(number, deliveryPlace(order, texts)), m.shippedCash(total)];
      // Handed to a courier (issue 35): the tracking number, and the courier's page when it has one.
      if (order.shipment?.trackingNumber) body.push(texts.courier.shippedTracking(order.shipment.trackingNumber, order.shipment.trackingUrl));
      break;
    case 'delivered':
      subject = m.deliveredSubject(number);
      body = [m.deliveredBody(number)];
      break;
    case 'cancelled':
      subject = m.cancelledSubject(number);
      body = [m.cancelledBody(number, cancelReason ? m.reasons[cancelReason] : undefined), m.nothingDue];
      break;
    default:
      return undefined;
  }
  const text = [m.hello(order.firstName), '', ...body, '', m.items, ...items.map((item) => `- ${item}`), '', m.yourOrders(myOrders)].join('\n');
  const html = [
    `<p>${escapeHtml(m.hello(order.firstName))}</p>`,
    ...body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(myOrders)}">${escapeHtml(m.seeOrders)}</a></p>`,
  ].join('\n');
  return { to: order.email, subject, text, html: inLanguage(language, html) };
}
