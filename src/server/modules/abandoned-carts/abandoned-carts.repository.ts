import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abandonedCarts, type AbandonedLine } from '../../db/schema/index';
import { EMAIL_IDENTITY_KEY_SQL } from '../../../shared/email-identity';

const EMAIL_KEY = EMAIL_IDENTITY_KEY_SQL('"abandoned_carts"."email"');

export type AbandonedCartRow = typeof abandonedCarts.$inferSelect & { optedOut: boolean; recoveredOrderNumber: number | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A page of abandoned carts, newest first, with whether the address opted out and the order that recovered it. */
export async function findAbandonedCarts(db: DbOrTx, page: number, pageSize: number): Promise<{ rows: AbandonedCartRow[]; total: number }> {
  const rows = await db
    .select({
      cart: abandonedCarts,
      optedOut: sql<boolean>`exists (select 1 from mail_opt_outs m where m.email_key = ${sql.raw(EMAIL_KEY)})`,
      orderNumber: sql<number | null>`(select o.order_number from orders o where o.id = ${abandonedCarts.recoveredOrderId})`,
    })
    .from(abandonedCarts)
    .orderBy(desc(abandonedCarts.lastChangeAt), desc(abandonedCarts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(abandonedCarts);
  return {
    rows: rows.map((row) => ({ ...row.cart, optedOut: row.optedOut === true || (row.optedOut as unknown) === 't', recoveredOrderNumber: row.orderNumber === null ? null : Number(row.orderNumber) })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * This month's (Cairo) abandoned value (carts found abandoned since the month began) and the
 * sales their orders brought back (orders that recovered one of them, not cancelled or refunded).
 */
export async function monthFigures(db: DbOrTx, monthStart: Date): Promise<{ abandonedPiastres: number; recoveredPiastres: number }> {
  const [row] = rowsOf<{ abandoned: string | number; recovered: string | number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(a.value_piastres), 0) from abandoned_carts a where a.created_at >= ${monthStart.toISOString()}::timestamptz) as abandoned,
        (select coalesce(sum(o.total_piastres), 0) from abandoned_carts a join orders o on o.id = a.recovered_order_id
          where o.created_at >= ${monthStart.toISOString()}::timestamptz and o.status not in ('cancelled', 'refunded')) as recovered`),
  );
  return { abandonedPiastres: Number(row?.abandoned ?? 0), recoveredPiastres: Number(row?.recovered ?? 0) };
}

export type { AbandonedLine };

/**
 * Carts that became orders: a recorded cart whose row is gone (placing an order deletes it)
 * and whose owner ordered after its last change gets that order. Run by the job and the list.
 */
export async function markRecoveredCarts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    update abandoned_carts a set recovered_order_id = (
      select o.id from orders o
      where ((a.user_id is not null and o.user_id = a.user_id) or (a.guest_id is not null and o.guest_id = a.guest_id))
        and o.created_at > a.last_change_at
      order by o.created_at limit 1)
    where a.recovered_order_id is null
      and not exists (select 1 from carts c where c.id = a.cart_id)
      and exists (select 1 from orders o
        where ((a.user_id is not null and o.user_id = a.user_id) or (a.guest_id is not null and o.guest_id = a.guest_id))
          and o.created_at > a.last_change_at)`);
}
