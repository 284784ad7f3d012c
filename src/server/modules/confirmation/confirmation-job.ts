/**
 * The confirmation job (issue 34): one reminder at half the shop's `autoCancelHours`, and the
 * cancelling of orders still unconfirmed after it (reason `unconfirmed`, confirmation `expired`).
 * Safe in several processes at once: a reminder is claimed by a conditional update before it is
 * sent, and each cancel locks its order (`for update skip locked`) and re-reads it under the
 * lock, so an order confirmed or moved on meanwhile is never touched and none is done twice.
 */
import { systemNote } from '../../../shared/history-notes';
import { reminderAfterHours } from '../../../shared/confirmation';
import { changeStatus } from '../orders';
import { findOrderWithLines } from '../orders';
import { toOrderView } from '../orders';
import { readSettings } from '../shop-settings';
import { awaitingOrderOf, notifyChannels } from './confirmation-channels';
import { claimDueReminders, lockOneDueForCancel, setCancelReason } from './confirmation.repository';
import type { ConfirmationApp } from './confirmation.service';

const HOUR_MS = 60 * 60 * 1000;
/** At most this many orders per run and kind; the next run takes the rest. */
const BATCH = 200;

export type ConfirmationJobResult = { cancelled: string[]; reminded: string[] };

export async function runConfirmationJob(app: ConfirmationApp): Promise<ConfirmationJobResult> {
  const { autoCancelHours } = await readSettings(app.deps.db);
  if (autoCancelHours <= 0) return { cancelled: [], reminded: [] };
  const now = app.deps.clock.now();
  const cancelBefore = new Date(now.getTime() - autoCancelHours * HOUR_MS);
  const remindBefore = new Date(now.getTime() - reminderAfterHours(autoCancelHours) * HOUR_MS);

  const cancelled: string[] = [];
  while (cancelled.length < BATCH) {
    const orderId = await app.deps.db.transaction(async (tx) => {
      const order = await lockOneDueForCancel(tx, cancelBefore);
      if (!order) return undefined;
      await changeStatus(tx, order, 'cancelled', null, systemNote('confirmation.expired'), { state: 'expired', by: null, at: now });
      await setCancelReason(tx, order.id, 'unconfirmed');
      return order.id;
    });
    if (!orderId) break;
    cancelled.push(orderId);
    // The cancellation mail, tied to the history row this process wrote (so sent once).
    app.orderMails.sendStatusUpdate(orderId);
  }
  if (cancelled.length > 0) app.deps.events.announce({ kind: 'stock' });

  const reminded = await claimDueReminders(app.deps.db, remindBefore, cancelBefore, now, BATCH);
  for (const orderId of reminded) {
    const order = await findOrderWithLines(app.deps.db, orderId);
    // Answered between the claim and now: no reminder.
    if (!order || order.confirmationState !== 'awaiting' || order.status !== 'pending') continue;
    const awaiting = awaitingOrderOf(toOrderView(order, { forOwner: true }), order.language, app.deps.config.publicUrl);
    if (awaiting) await notifyChannels(app, 'confirmationReminder', awaiting);
  }
  if (cancelled.length + reminded.length > 0) app.log.info({ cancelled: cancelled.length, reminded: reminded.length }, 'order confirmation job');
  return { cancelled, reminded };
}
