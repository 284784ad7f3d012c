import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { whatsappEvents, whatsappMessages } from '../../db/schema/index';

export type WhatsappMessageRow = typeof whatsappMessages.$inferSelect;
export type WhatsappMessageKind = WhatsappMessageRow['kind'];
export type WhatsappMessageState = WhatsappMessageRow['state'];

export async function enqueueMessage(
  db: DbOrTx,
  message: { orderId: string | null; abandonedCartId?: string; kind: WhatsappMessageKind; toPhone: string; language: string },
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(whatsappMessages)
    .values({ ...message, nextAttemptAt: now })
    .returning({ id: whatsappMessages.id });
  return row!.id;
}

/**
 * Takes up to `limit` messages due for sending (all of them, or only `ids`) for this sender
 * alone: each attempt is counted and the message leased until `leaseUntil`, so a second
 * process skips it, and a sender that dies mid-send leaves it to be retried after the lease.
 */
export async function claimDueMessages(db: DbOrTx, now: Date, leaseUntil: Date, limit: number, ids?: string[]): Promise<WhatsappMessageRow[]> {
  const due = db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.state, 'queued'), lte(whatsappMessages.nextAttemptAt, now), ids ? inArray(whatsappMessages.id, ids) : undefined))
    .orderBy(whatsappMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(whatsappMessages)
    .set({ attempts: sql`${whatsappMessages.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(whatsappMessages.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: string, waMessageId: string, now: Date): Promise<void> {
  await db.update(whatsappMessages).set({ state: 'sent', waMessageId, nextAttemptAt: null, lastError: null, updatedAt: now }).where(eq(whatsappMessages.id, id));
}

/** A failed attempt: tried again at `retryAt`, or never again (state failed) when it is null. */
export async function markAttemptFailed(db: DbOrTx, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ state: retryAt ? 'queued' : 'failed', nextAttemptAt: retryAt, lastError: error.slice(0, 500), updatedAt: now })
    .where(eq(whatsappMessages.id, id));
}

// Receipts may arrive out of order (read before delivered); a message never moves back.
const RANK: Record<WhatsappMessageState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** Moves a sent message forward to a receipt's state; the message's order, or undefined when nothing moved. */
export async function advanceMessageState(db: DbOrTx, waMessageId: string, state: WhatsappMessageState, error: string | undefined, now: Date): Promise<{ orderId: string | null; kind: WhatsappMessageKind } | undefined> {
  const lower = (Object.keys(RANK) as WhatsappMessageState[]).filter((candidate) => RANK[candidate] < RANK[state]);
  const [row] = await db
    .update(whatsappMessages)
    .set({ state, updatedAt: now, ...(error ? { lastError: error.slice(0, 500) } : {}) })
    .where(and(eq(whatsappMessages.waMessageId, waMessageId), inArray(whatsappMessages.state, lower)))
    .returning({ orderId: whatsappMessages.orderId, kind: whatsappMessages.kind });
  return row;
}

/** Records a webhook event as handled; false when it was already (Meta delivers at least once). */
export async function recordEventOnce(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.insert(whatsappEvents).values({ id: eventId }).onConflictDoNothing().returning({ id: whatsappEvents.id });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so that Meta's redelivery is handled. */
export async function forgetEvent(db: DbOrTx, eventId: string): Promise<void> {
  await db.delete(whatsappEvents).where(eq(whatsappEvents.id, eventId));
}

/** Handled events are kept a month: Meta redelivers for a day at most. */
export async function forgetOldEvents(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(whatsappEvents).where(lte(whatsappEvents.receivedAt, before));
}

export async function messagesOfOrder(db: DbOrTx, orderId: string): Promise<WhatsappMessageRow[]> {
  return db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId)).orderBy(whatsappMessages.createdAt);
}
