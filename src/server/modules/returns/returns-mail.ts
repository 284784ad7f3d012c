import type { ReturnRequestAnswer } from '../../../shared/contract/returns';
import { pathInLanguage, type Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { formatLE, toPiastres } from '../../../shared/money';
import { paths } from '../../../shared/paths';
import type { ReturnEventKind } from '../../../shared/returns';
import { sizeLabel } from '../../../shared/sizes';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The customer's mail about a request's step, in the order's language. `kind` is what a row that
 * keeps the state records: the exchange charge changed, or the Bosta pickup booked by the job
 * (the approval's mail had said "our courier will call you": this one names the tracking number).
 */
export async function returnMail(request: ReturnRequestAnswer, language: Language, shopUrl: string, stepNote: string | null = null, kind: ReturnEventKind | null = null): Promise<MailMessage> {
  const texts = await messagesFor(language);
  const m = texts.returns.mail;
  const amount = (pounds: number) => formatLE(toPiastres(pounds), texts);
  const body: string[] = [];
  // The staff changed the exchange's charge: the new amount (the current one: a later change has its own mail too).
  const pickupBooked = kind === 'pickup_booked' && request.pickup?.by === 'bosta' && !!request.pickup.trackingNumber;
  if (kind === 'exchange_charge' && request.exchangeOrder) body.push(m.exchangeChargeChanged(request.exchangeOrder.orderNumber, amount(request.exchangeOrder.charge)));
  else if (pickupBooked) {
    // What the courier collects at that visit, as the approval's mail said it.
    body.push(m.pickupBooked(request.pickup!.trackingNumber!));
    if (request.customerShipping > 0) body.push(m.customerPays(amount(request.customerShipping)));
    if (request.exchangeOrder && request.exchangeOrder.charge > 0) body.push(m.exchangeCharge(amount(request.exchangeOrder.charge)));
  } else switch (request.state) {
    case 'requested':
      body.push(m.requested, request.customerShipping > 0 ? m.customerPays(amount(request.customerShipping)) : m.shopPays);
      break;
    case 'approved':
      body.push(m.approved);
      body.push(request.pickup?.by === 'bosta' && request.pickup.trackingNumber ? m.pickupBosta(request.pickup.trackingNumber) : m.pickupManual);
      if (request.customerShipping > 0) body.push(m.customerPays(amount(request.customerShipping)));
      if (request.exchangeOrder) body.push(m.exchangeOrder(request.exchangeOrder.orderNumber));
      if (request.exchangeOrder && request.exchangeOrder.charge > 0) body.push(m.exchangeCharge(amount(request.exchangeOrder.charge)));
      break;
    case 'rejected':
      body.push(m.rejected);
      if (stepNote) body.push(m.reason(stepNote));
      break;
    case 'refunded':
      body.push(m.refunded(amount(request.refund?.amount ?? 0), request.refund ? texts.returns.methods[request.refund.method] : ''));
      break;
    case 'exchanged':
      body.push(m.exchanged(request.exchangeOrder?.orderNumber ?? request.orderNumber));
      break;
    default:
      body.push(m[request.state]);
  }
  const items = request.lines.map((line) => m.line(line.title, sizeLabel(line.size), line.quantity, line.exchangeSize ? sizeLabel(line.exchangeSize) : undefined));
  const myOrders = `${shopUrl}${pathInLanguage(language, paths.myOrders)}`;
  const subject = pickupBooked ? m.pickupBookedSubject(request.label, request.orderNumber) : m.subject(request.label, request.orderNumber, texts.returns.states[request.state]);
  const text = [m.hello(request.customer.firstName), '', ...body, '', m.pieces, ...items.map((item) => `- ${item}`), '', texts.mail.yourOrders(myOrders)].join('\n');
  const html = [
    `<p>${escapeHtml(m.hello(request.customer.firstName))}</p>`,
    ...body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(m.pieces)}</p>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(myOrders)}">${escapeHtml(texts.mail.seeOrders)}</a></p>`,
  ].join('\n');
  return { to: request.customer.email, subject, text, html: inLanguage(language, html) };
}
