import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderIdempotencyKeys } from '../../db/schema/index';

// The same key from the same requester within 24 hours gives the same order (the SQL below spells out the window).

export type IdempotencyClaim = { claimed: true } | { claimed: false; payloadHash: string; orderId: string | null };

/**
 * Claims (requester, key) for this transaction. A concurrent duplicate blocks on the row the
 * first transaction inserted and, once that commits, sees the key taken and reads its order;
 * if the first rolls back, the duplicate gets the claim instead. A key older than the window
 * is taken over as new.
 */
export async function claimIdempotencyKey(tx: DbOrTx, requester: string, key: string, payloadHash: string): Promise<IdempotencyClaim> {
  const expired = lt(orderIdempotencyKeys.createdAt, sql`now() - interval '24 hours'`);
  const inserted = await tx
    .insert(orderIdempotencyKeys)
    .values({ requester, key, payloadHash })
    .onConflictDoUpdate({
      target: [orderIdempotencyKeys.requester, orderIdempotencyKeys.key],
      set: { payloadHash, orderId: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: orderIdempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const rows = await tx
    .select({ payloadHash: orderIdempotencyKeys.payloadHash, orderId: orderIdempotencyKeys.orderId })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.requester, requester), eq(orderIdempotencyKeys.key, key)));
  const row = rows[0];
  if (!row) throw new Error('idempotency key row vanished');
  return { claimed: false, ...row };
}

/** Keys past the window are dead weight; the mail retry job sweeps them too. */
export async function deleteExpiredKeys(db: DbOrTx): Promise<void> {
  await db
    .delete(orderIdempotencyKeys)
    .where(lt(orderIdempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
}
