import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderIdempotencyKeys, orderSources } from '../../db/schema/index';
import { executePrepared } from '../../db/client';

/**
 * Serialises the checkouts of one client address and of one phone number until the end of
 * the transaction, so that counting the orders and placing the next one cannot interleave.
 * Always the address first, then the number: two checkouts never wait for each other in a cycle.
 */
export async function lockOrderLimits(tx: DbOrTx, clientIp: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-limit-ip:${clientIp}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-limit-phone:${phone}`}, 0))`);
}

/** Orders placed from `clientIp` in the last `windowMinutes`, and orders still pending for the phone number (01XXXXXXXXX). */
export async function countOrdersForLimits(
  tx: DbOrTx,
  clientIp: string,
  windowMinutes: number,
  phone: string,
): Promise<{ fromAddress: number; pendingForPhone: number }> {
  const [row] = await executePrepared<{ fromAddress: number; pendingForPhone: number }>(
    tx,
    sql`select
      (select count(*)::int from order_sources where client_ip = ${clientIp} and created_at > now() - make_interval(mins => ${windowMinutes})) as "fromAddress",
      (select count(*)::int from orders where phone = ${phone} and status = 'pending') as "pendingForPhone"`,
  );
  return row ?? { fromAddress: 0, pendingForPhone: 0 };
}

/** True when this requester's key already stands for a placed order (a retry, not a new order). */
export async function idempotencyKeyHasOrder(tx: DbOrTx, requester: string, key: string): Promise<boolean> {
  const rows = await tx
    .select({ orderId: orderIdempotencyKeys.orderId })
    .from(orderIdempotencyKeys)
    .where(
      and(
        eq(orderIdempotencyKeys.requester, requester),
        eq(orderIdempotencyKeys.key, key),
        isNotNull(orderIdempotencyKeys.orderId),
        sql`${orderIdempotencyKeys.createdAt} > now() - interval '24 hours'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertOrderSource(tx: DbOrTx, orderId: string, clientIp: string): Promise<void> {
  await tx.insert(orderSources).values({ orderId, clientIp }).onConflictDoNothing();
}
