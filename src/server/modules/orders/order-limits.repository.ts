import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderSources } from '../../db/schema/index';

/** Orders placed from `clientIp` in the last `windowMinutes`. */
export async function countOrdersFromAddress(db: Database, clientIp: string, windowMinutes: number): Promise<number> {
  const [row] = await db
    .select({ placed: count() })
    .from(orderSources)
    .where(and(eq(orderSources.clientIp, clientIp), gt(orderSources.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`)));
  return row?.placed ?? 0;
}

/** Orders still pending for a phone number as orders store it (01XXXXXXXXX). */
export async function countPendingOrdersForPhone(db: Database, phone: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(orders)
    .where(and(eq(orders.phone, phone), eq(orders.status, 'pending')));
  return row?.waiting ?? 0;
}

export async function insertOrderSource(db: Database, orderId: string, clientIp: string): Promise<void> {
  await db.insert(orderSources).values({ orderId, clientIp }).onConflictDoNothing();
}
