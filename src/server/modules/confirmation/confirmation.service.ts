/**
 * Order confirmation (issue 34): the checkout's decision, the answers (link, WhatsApp, desk),
 * the history notes and the automatic block after refusals.
 *
 * Seams for the WhatsApp channel (modules/whatsapp):
 * - `answerConfirmation(app, {orderId} | {token}, answer, by)`: the one path every answer takes;
 *   throws 404 / 409 (HttpError) when there is nothing to answer.
 * - `answerConfirmationByPhone(app, phoneKey, answer, 'whatsapp')`: answers the newest awaiting
 *   pending order of a phone (01XXXXXXXXX) and says what it did, never throwing for "nothing to answer".
 * - `recordOrderEvent(db, orderId, note, by)`: a history note on an order (a receipt, a failed send).
 * - `ConfirmationChannel` / `app.deps.confirmationChannels` (confirmation-channels.ts): how the
 *   channel is told of new awaiting orders and due reminders.
 */
import { systemNote, type SystemNote } from '../../../shared/history-notes';
import { recordAudit } from '../audit';
import crypto from 'node:crypto';
import { isConfirmationToken, needsConfirmation, type ConfirmationState, type ConfirmedBy, type CustomerAnswer, type StaffAnswer } from '../../../shared/confirmation';
import type { ConfirmationPageAnswer } from '../../../shared/contract/answers';
import { emailIdentityKey } from '../../../shared/email-identity';
import { english, type Messages } from '../../../shared/messages';
import { toPounds } from '../../../shared/money';
import { formatEgyptianPhone } from '../../../shared/phone';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import type { App } from '../../types';
import { changeStatus } from '../orders';
import { findOrderWithLines, lockOrder, type OrderRow } from '../orders';
import { readSettings } from '../shop-settings';
import * as repo from './confirmation.repository';

/** What the confirmation paths need of the app: the database and clock, the mails, the log. */
export type ConfirmationApp = Pick<App, 'deps' | 'orderMails' | 'log'>;


/** 128 random bits, base64url (22 characters): the link cannot be guessed or enumerated. */
export const newConfirmationToken = (): string => crypto.randomBytes(16).toString('base64url');

export type CheckoutConfirmation = {
  /** The confirmation state and token of a new order of this total. */
  decide: (totalPiastres: number) => { confirmationState: ConfirmationState; confirmationToken: string | null };
};

/**
 * Read once per checkout, before anything is written: a blocked phone or e-mail identity gets
 * 403 (so nothing is written), and the shop's rule decides whether the order must be confirmed.
 */
export async function checkoutConfirmation(db: DbOrTx, customer: { phone: string; email: string }): Promise<CheckoutConfirmation> {
  const facts = await repo.readPlacementFacts(db, customer.phone, emailIdentityKey(customer.email));
  if (facts.blockedReason !== null) {
    const whatsapp = facts.whatsappNumber;
    throw forbidden((t) => (whatsapp ? t.confirmation.blockedWithNumber(formatEgyptianPhone(whatsapp)) : t.confirmation.blocked));
  }
  return {
    decide: (totalPiastres) =>
      needsConfirmation(facts.rule, { totalPiastres, aboveAmountPiastres: facts.abovePiastres, deliveredBefore: facts.deliveredBefore })
        ? { confirmationState: 'awaiting', confirmationToken: newConfirmationToken() }
        : { confirmationState: 'not_needed', confirmationToken: null },
  };
}

/** A history note on an order, its status unchanged; `by` is a user id (null: the customer or the shop itself). */
export async function recordOrderEvent(db: DbOrTx, orderId: string, note: SystemNote, by: string | null): Promise<boolean> {
  return repo.insertOrderEvent(db, orderId, note, by);
}

const lockOrderOfToken = (tx: DbOrTx, token: string) => (isConfirmationToken(token) ? repo.lockOrderByToken(tx, token) : Promise.resolve(undefined));

/** 409 unless the order still awaits its confirmation and is still pending. */
function assertAnswerable(order: OrderRow): void {
  if (order.confirmationState === 'expired') throw conflict((t) => t.confirmation.expired);
  if (order.confirmationState === 'not_needed') throw conflict((t) => t.confirmation.notAwaiting);
  if (order.confirmationState !== 'awaiting') throw conflict((t) => t.confirmation.alreadyAnswered);
  if (order.status !== 'pending') throw conflict((t) => t.confirmation.movedOn);
}

export type Answer = CustomerAnswer | StaffAnswer;
export type AnswerResult = { orderId: string; orderNumber: number; result: 'confirmed' | 'cancelled' };
/** Who on the desk answered (staff answers only): their id for the history, their e-mail in the note. */
export type Staff = { id: string; email: string };

/**
 * Answers one order's confirmation, whole or not at all: confirm moves it pending -> placed;
 * cancel (the customer) or decline (the desk) cancels it with reason `customer_cancelled` and
 * puts its stock back once. The order's row lock makes concurrent answers wait: the first
 * wins, the others find it answered (409). The cancellation mail goes out after the commit.
 *
 * A declined order is recorded as `customer_cancelled`, not `unconfirmed`: the desk declines
 * after the customer said no on the phone, which is the customer cancelling; `unconfirmed` is
 * kept for the silent ones the shop cancels by itself, and `unreachable` stays the desk's
 * choice (PATCH /admin/orders/{id}) when nobody answers.
 */
export async function answerConfirmation(
  app: ConfirmationApp,
  target: { orderId: string } | { token: string },
  answer: Answer,
  by: ConfirmedBy,
  staff?: Staff,
): Promise<AnswerResult> {
  const result = await app.deps.db.transaction(async (tx): Promise<AnswerResult> => {
    const order = 'token' in target ? await lockOrderOfToken(tx, target.token) : await lockOrder(tx, target.orderId);
    if (!order) throw notFound((t) => ('token' in target ? t.confirmation.linkNotFound : t.api.orders.notFound));
    assertAnswerable(order);
    const confirm = answer === 'confirm';
    const note = systemNote(confirm ? 'confirmation.confirmed' : 'confirmation.declined', staff ? { by, who: staff.email } : { by });
    const outcome = { state: confirm ? 'confirmed' : 'declined', by, at: app.deps.clock.now() } as const;
    await changeStatus(tx, order, confirm ? 'placed' : 'cancelled', staff?.id ?? null, note, outcome);
    if (!confirm) await repo.setCancelReason(tx, order.id, 'customer_cancelled');
    if (staff) {
      await recordAudit(tx, {
        action: confirm ? 'order.confirm' : 'order.decline',
        entity: 'order',
        entityId: order.id,
        summary: { code: confirm ? 'order.confirmedByPhone' : 'order.declinedByPhone', params: { orderNumber: order.orderNumber } },
        changes: {
          status: { before: order.status, after: confirm ? 'placed' : 'cancelled' },
          confirmation: { before: order.confirmationState, after: outcome.state },
        },
      });
    }
    return { orderId: order.id, orderNumber: order.orderNumber, result: confirm ? 'confirmed' : 'cancelled' };
  });
  if (result.result === 'cancelled') {
    // The stock came back, which the public catalogue shows; the customer hears of it by mail.
    app.deps.events.announce({ kind: 'stock' });
    app.orderMails.sendStatusUpdate(result.orderId);
  }
  return result;
}

export type PhoneAnswerResult = AnswerResult | { orderId: null; orderNumber: null; result: 'nothing_awaiting' };

/**
 * A reply from a phone (WhatsApp): answers the newest order of that phone still awaiting its
 * confirmation and pending. When there is none (or another answer took it meanwhile), says so.
 */
export async function answerConfirmationByPhone(app: ConfirmationApp, phoneKey: string, answer: CustomerAnswer, by: ConfirmedBy = 'whatsapp'): Promise<PhoneAnswerResult> {
  for (;;) {
    const newest = await repo.findNewestAwaitingOfPhone(app.deps.db, phoneKey);
    if (!newest) return { orderId: null, orderNumber: null, result: 'nothing_awaiting' };
    try {
      return await answerConfirmation(app, { orderId: newest.id }, answer, by);
    } catch (error) {
      // Answered by another path between the two steps: look again (that order no longer awaits).
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
  }
}

export type StaffAnswerResult = { _id: string; ok: boolean; message?: string };

/** The desk's answers, each order on its own: one that cannot be answered leaves the others done. */
export async function answerAsStaff(app: ConfirmationApp, ids: string[], answer: StaffAnswer, staff: Staff, texts: Messages): Promise<StaffAnswerResult[]> {
  const results: StaffAnswerResult[] = [];
  // Ids are UUIDs: one written in two letter cases is one order, answered once.
  for (const orderId of new Set(ids.map((id) => id.toLowerCase()))) {
    try {
      await answerConfirmation(app, { orderId }, answer, 'staff', staff);
      results.push({ _id: orderId, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ _id: orderId, ok: false, message: error.messageIn(texts) });
    }
  }
  return results;
}

/** The order behind a link, as its page shows it; 404 for an unknown token. */
export async function confirmationPage(db: DbOrTx, orderId: string): Promise<ConfirmationPageAnswer> {
  const order = await findOrderWithLines(db, orderId);
  if (!order) throw notFound((t) => t.confirmation.linkNotFound);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    confirmation: { state: order.confirmationState, by: order.confirmationBy, at: order.confirmationAt?.toISOString() ?? null },
    total: toPounds(order.totalPiastres),
    subtotal: toPounds(order.subtotalPiastres),
    shippingFee: toPounds(order.shippingFeePiastres),
    discount: toPounds(order.discountPiastres),
    lines: order.lines.map((line) => ({
      title: line.title,
      size: line.size,
      quantity: line.quantity,
      price: toPounds(line.finalPricePiastres),
      image: line.imageUrl || null,
    })),
    address: {
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      address: order.address,
      city: order.city,
      governorate: order.governorate,
    },
    language: order.language,
  };
}

export async function orderIdOfToken(db: DbOrTx, token: string): Promise<string> {
  // Anything but a token's shape (a mistyped link, a NUL byte) is not looked up: no such link.
  const orderId = isConfirmationToken(token) ? await repo.findOrderIdByToken(db, token) : undefined;
  if (!orderId) throw notFound((t) => t.confirmation.linkNotFound);
  return orderId;
}

/**
 * After an order of this phone was recorded as refused at the door: blocks the phone once it
 * has `autoBlockRefusals` refusals (0: never), with the count as the reason. Runs in the desk's
 * transaction; a phone already listed stays as it is.
 */
export async function autoBlockAfterRefusal(tx: DbOrTx, phone: string): Promise<void> {
  const { autoBlockRefusals } = await readSettings(tx);
  if (autoBlockRefusals <= 0) return;
  const refused = await repo.countRefused(tx, phone);
  if (refused < autoBlockRefusals) return;
  await repo.insertBlock(tx, { phone, email: null, reason: english.confirmation.blocklist.autoReason(refused), auto: true, createdBy: null });
}
