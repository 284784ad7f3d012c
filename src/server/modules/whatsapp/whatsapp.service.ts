/**
 * The WhatsApp confirmation channel (issue 34): with the Cloud API configured, every order
 * that needs confirmation gets the shop's approved template (and its one reminder), and the
 * customer's answer on the webhook confirms or cancels the order.
 *
 * Sends leave through an outbox (whatsapp_messages): the checkout only writes a row after its
 * commit, a send that fails is retried with backoff by the job, and a process that dies
 * mid-send leaves the row to be retried when its lease ends. Receipts and answers arrive on
 * the webhook, each event handled once (whatsapp_events).
 */
import { systemNote } from '../../../shared/history-notes';
import type { Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { formatLE } from '../../../shared/money';
import { pathInLanguage } from '../../../shared/language';
import { paths } from '../../../shared/paths';
import { normalizeEgyptianPhone, whatsappDigits } from '../../../shared/phone';
import type { WhatsappConfig } from '../../config';
import { badRequest, HttpError, unauthorized } from '../../http/http-error';
import type { ConfirmationChannel } from '../confirmation';
import { answerConfirmation, answerConfirmationByPhone, recordOrderEvent, type ConfirmationApp } from '../confirmation';
import { findOrderWithLines } from '../orders';
import { GraphApiError, sendTemplateMessage } from './graph-client';
import * as repo from './whatsapp.repository';
import { buttonPayload, hasValidSignature, readWebhookEvents, webhookPayloadSchema, type CustomerAnswer, type MessageStateChange } from './webhook-events';

const MINUTE_MS = 60 * 1000;
/** After the 1st, 2nd, ... failed attempt; then the message is given up and the desk told. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 360];
/** How long one sender holds a message it is sending before another may try it. */
const LEASE_MS = 2 * MINUTE_MS;

/** The channel the confirmation module calls: it queues the message and sends it at once. */
export function whatsappChannel(app: ConfirmationApp, config: WhatsappConfig): ConfirmationChannel {
  const queue = async (orderId: string, phone: string, language: Language, kind: repo.WhatsappMessageKind) => {
    const id = await repo.enqueueMessage(app.deps.db, { orderId, kind, toPhone: whatsappDigits(phone), language }, app.deps.clock.now());
    await sendDueMessages(app, config, [id]);
  };
  return {
    name: 'whatsapp',
    orderAwaitingConfirmation: ({ order, language }) => queue(order._id, order.phone, language, 'confirm'),
    confirmationReminder: ({ order, language }) => queue(order._id, order.phone, language, 'reminder'),
  };
}

/**
 * Sends the messages that are due (or only `ids`, when due): the job's work, and the first try
 * right after an order. Returns how many were sent.
 */
export async function sendDueMessages(app: ConfirmationApp, config: WhatsappConfig, ids?: string[]): Promise<number> {
  const now = app.deps.clock.now();
  const claimed = await repo.claimDueMessages(app.deps.db, now, new Date(now.getTime() + LEASE_MS), 20, ids);
  let sent = 0;
  for (const message of claimed) {
    if (await sendOne(app, config, message)) sent++;
  }
  return sent;
}

async function sendOne(app: ConfirmationApp, config: WhatsappConfig, message: repo.WhatsappMessageRow): Promise<boolean> {
  const { db, clock } = app.deps;
  if (message.kind === 'cart_reminder' || !message.orderId) return sendCartReminder(app, config, message);
  const order = await findOrderWithLines(db, message.orderId);
  // Answered meanwhile (on the link, by the desk): asking again would only confuse.
  if (!order || order.confirmationState !== 'awaiting' || order.status !== 'pending') {
    await repo.markAttemptFailed(db, message.id, 'not sent: the order no longer awaits its confirmation', null, clock.now());
    return false;
  }
  const language = message.language === 'ar' ? 'ar' : 'en';
  const texts = await messagesFor(language);
  try {
    const { messageId } = await sendTemplateMessage(config, {
      to: message.toPhone,
      language,
      bodyParameters: [order.firstName, `#${order.orderNumber}`, formatLE(order.totalPiastres, texts)],
      buttonPayloads: [buttonPayload('confirm', order.id), buttonPayload('cancel', order.id)],
    });
    await repo.markSent(db, message.id, messageId, clock.now());
    await recordOrderEvent(db, order.id, systemNote('whatsapp.sent', { kind: message.kind }), null);
    return true;
  } catch (error) {
    if (!(error instanceof GraphApiError)) throw error;
    const delay = error.retryable ? RETRY_DELAYS_MINUTES[message.attempts - 1] : undefined;
    const retryAt = delay === undefined ? null : new Date(clock.now().getTime() + delay * MINUTE_MS);
    await repo.markAttemptFailed(db, message.id, error.message, retryAt, clock.now());
    // The desk hears of the first failure and of giving up, not of every retry.
    if (!retryAt) await recordOrderEvent(db, order.id, systemNote('whatsapp.gaveUp', { reason: error.message }), null);
    else if (message.attempts === 1) await recordOrderEvent(db, order.id, systemNote('whatsapp.sendFailed', { reason: error.message }), null);
    app.log.warn({ orderId: order.id, attempts: message.attempts, retryAt, err: error }, 'WhatsApp send failed');
    return false;
  }
}

/**
 * A left cart's one reminder (issue 38): the cart reminders' template with the cart's link in
 * the customer's language. Failures are retried like the confirmations'; there is no order to
 * note them on, so they are logged.
 */
async function sendCartReminder(app: ConfirmationApp, config: WhatsappConfig, message: repo.WhatsappMessageRow): Promise<boolean> {
  const { db, clock, config: shop } = app.deps;
  if (!config.cartTemplate) {
    await repo.markAttemptFailed(db, message.id, 'not sent: no WHATSAPP_CART_TEMPLATE', null, clock.now());
    return false;
  }
  const language = message.language === 'ar' ? 'ar' : 'en';
  try {
    const { messageId } = await sendTemplateMessage(config, {
      to: message.toPhone,
      language,
      template: config.cartTemplate,
      bodyParameters: [`${shop.publicUrl}${pathInLanguage(language, paths.cart)}`],
      buttonPayloads: [],
    });
    await repo.markSent(db, message.id, messageId, clock.now());
    return true;
  } catch (error) {
    if (!(error instanceof GraphApiError)) throw error;
    const delay = error.retryable ? RETRY_DELAYS_MINUTES[message.attempts - 1] : undefined;
    await repo.markAttemptFailed(db, message.id, error.message, delay === undefined ? null : new Date(clock.now().getTime() + delay * MINUTE_MS), clock.now());
    app.log.warn({ abandonedCartId: message.abandonedCartId, attempts: message.attempts, err: error }, 'WhatsApp cart reminder failed');
    return false;
  }
}

/** Queues a left cart's WhatsApp reminder and tries it at once (the job retries a failure). */
export async function queueCartReminder(app: ConfirmationApp, config: WhatsappConfig, reminder: { abandonedCartId: string; phone: string; language: Language }): Promise<boolean> {
  const id = await repo.enqueueMessage(
    app.deps.db,
    { orderId: null, abandonedCartId: reminder.abandonedCartId, kind: 'cart_reminder', toPhone: whatsappDigits(reminder.phone), language: reminder.language },
    app.deps.clock.now(),
  );
  return (await sendDueMessages(app, config, [id])) > 0;
}

/** Meta's handshake: the challenge back when the verify token is the shop's own. */
export function verifyWebhook(config: WhatsappConfig, query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string {
  if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== config.verifyToken || !query['hub.challenge']) {
    throw unauthorized((t) => t.whatsapp.badVerifyToken);
  }
  return query['hub.challenge'];
}

/**
 * One webhook call: refused (401, nothing read) unless Meta signed its exact bytes; then every
 * event it carries is handled once. A failure leaves the event unrecorded and answers 500, so
 * Meta delivers it again.
 */
export async function receiveWebhook(app: ConfirmationApp, config: WhatsappConfig, rawBody: Buffer, signature: string | undefined): Promise<void> {
  if (!hasValidSignature(rawBody, signature, config.appSecret)) throw unauthorized((t) => t.whatsapp.badSignature);
  let payload;
  try {
    payload = webhookPayloadSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw badRequest('Not a WhatsApp Cloud API event');
  }
  const { answers, states } = readWebhookEvents(payload);
  for (const change of states) await once(app, change.eventId, () => applyReceipt(app, change));
  for (const answer of answers) await once(app, answer.eventId, () => applyAnswer(app, answer));
}

async function once(app: ConfirmationApp, eventId: string, handle: () => Promise<void>): Promise<void> {
  if (!(await repo.recordEventOnce(app.deps.db, eventId))) return;
  try {
    await handle();
  } catch (error) {
    await repo.forgetEvent(app.deps.db, eventId);
    throw error;
  }
}

async function applyReceipt(app: ConfirmationApp, change: MessageStateChange): Promise<void> {
  const moved = await repo.advanceMessageState(app.deps.db, change.messageId, change.state, change.error, app.deps.clock.now());
  if (!moved || !moved.orderId || change.state === 'sent') return;
  const note = change.state === 'failed' ? systemNote('whatsapp.undelivered', { reason: change.error ?? 'no reason given' }) : systemNote(`whatsapp.${change.state}`);
  await recordOrderEvent(app.deps.db, moved.orderId, note, null);
}

async function applyAnswer(app: ConfirmationApp, answer: CustomerAnswer): Promise<void> {
  const phone = normalizeEgyptianPhone(`+${answer.from}`);
  if (!phone) return void app.log.info({ from: answer.from }, 'WhatsApp answer from a number outside Egypt: left for a person');
  if (!answer.orderId) {
    const result = await answerConfirmationByPhone(app, phone, answer.answer, 'whatsapp');
    app.log.info({ phone, result: result.result, orderId: result.orderId }, 'WhatsApp text answer');
    return;
  }
  // A button names its order; it counts only from the phone the order was placed with.
  const order = await findOrderWithLines(app.deps.db, answer.orderId);
  if (!order || order.phone !== phone) return void app.log.warn({ phone, orderId: answer.orderId }, 'WhatsApp button for an order of another phone: ignored');
  try {
    await answerConfirmation(app, { orderId: order.id }, answer.answer, 'whatsapp');
  } catch (error) {
    // Answered already (the link, the desk, an earlier tap) or moved on: nothing to change.
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    app.log.info({ orderId: order.id, reason: error.message }, 'WhatsApp answer for an order that no longer awaits it');
  }
}

/** Handled events older than this are forgotten (Meta redelivers for a day at most). */
export const forgetWebhookEventsBefore = (now: Date) => new Date(now.getTime() - 30 * 24 * 60 * MINUTE_MS);
