import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abandonedCarts, type AbandonedLine } from '../../db/schema/index';
import { EMAIL_IDENTITY_KEY_SQL } from '../../../shared/email-identity';

const EMAIL_KEY = EMAIL_IDENTITY_KEY_SQL('"abandoned_carts"."email"');

export type AbandonedCartRow = typeof abandonedCarts.$inferSelect & { optedOut: boolean; recoveredOrderNumber: number | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The rule of markRecoveredCarts for one cart `a` not marked yet: its row gone (placing an order
 * deletes it), the first order its owner placed after its last change. One SQL text, used by the
 * job's marking and by the list's reads, so the list answers as if every cart had just been marked.
 */
const firstOrderAfter = (a: string, o: string) => `(select ${o}.id from orders ${o}
      where ((${a}.user_id is not null and ${o}.user_id = ${a}.user_id) or (${a}.guest_id is not null and ${o}.guest_id = ${a}.guest_id))
        and ${o}.created_at > ${a}.last_change_at
      order by ${o}.created_at limit 1)`;
const cartGone = (a: string) => `not exists (select 1 from carts c where c.id = ${a}.cart_id)`;

const NEWEST_FIRST = [desc(abandonedCarts.lastChangeAt), desc(abandonedCarts.id)];

/** The statement of one page (bench/abandoned-carts.ts explains it). */
export function abandonedCartsPage(db: DbOrTx, page: number, pageSize: number) {
  const recoveredBy = sql.raw(`coalesce("abandoned_carts"."recovered_order_id", case when ${cartGone('"abandoned_carts"')} then ${firstOrderAfter('"abandoned_carts"', 'o')} end)`);
  return db
    .select({
      cart: abandonedCarts,
      optedOut: sql<boolean>`exists (select 1 from mail_opt_outs m where m.email_key = ${sql.raw(EMAIL_KEY)})`,
      recoveredBy: sql<{ id: string; number: number } | null>`(select json_build_object('id', r.id, 'number', r.order_number) from orders r where r.id = ${recoveredBy})`,
    })
    .from(abandonedCarts)
    // The page's ids first (the index alone), so the columns above are worked out for its rows
    // only: PostgreSQL computes the select list of every row an OFFSET skips.
    .where(inArray(abandonedCarts.id, db.select({ id: abandonedCarts.id }).from(abandonedCarts).orderBy(...NEWEST_FIRST).limit(pageSize).offset((page - 1) * pageSize)))
    .orderBy(...NEWEST_FIRST);
}

/**
 * A page of abandoned carts, newest first, with whether the address opted out and the order that
 * recovered it. Read from abandoned_carts_last_change_idx and nothing marked: the page's cost is
 * its own rows' (and the pages before it), whatever the number of carts never recovered; a cart
 * not marked yet gets the order marking would give it (markRecoveredCarts, run by the job).
 */
export async function findAbandonedCarts(db: DbOrTx, page: number, pageSize: number): Promise<{ rows: AbandonedCartRow[]; total: number }> {
  const rows = await abandonedCartsPage(db, page, pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(abandonedCarts);
  return {
    rows: rows.map((row) => ({
      ...row.cart,
      optedOut: row.optedOut === true || (row.optedOut as unknown) === 't',
      recoveredOrderId: row.recoveredBy?.id ?? null,
      recoveredOrderNumber: row.recoveredBy ? Number(row.recoveredBy.number) : null,
    })),
    total: Number(count?.n ?? 0),
  };
}

const NOT_SALES = sql`('cancelled', 'refunded')`;

/**
 * This month's (Cairo) abandoned value (carts found abandoned since the month began) and the
 * sales their orders brought back (orders that recovered one of them, not cancelled or refunded),
 * counting the carts marking would give to one of this month's orders as markRecoveredCarts
 * would. Both read from the month's rows (carts created, orders placed), by index.
 */
export async function monthFigures(db: DbOrTx, monthStart: Date): Promise<{ abandonedPiastres: number; recoveredPiastres: number }> {
  const [row] = rowsOf<{ abandoned: string | number; marked: string | number; unmarked: string | number }>(await db.execute(monthFiguresSql(monthStart)));
  return { abandonedPiastres: Number(row?.abandoned ?? 0), recoveredPiastres: Number(row?.marked ?? 0) + Number(row?.unmarked ?? 0) };
}

/** The month figures' statement (bench/abandoned-carts.ts explains it). */
export function monthFiguresSql(monthStart: Date): SQL {
  const since = sql`${monthStart.toISOString()}::timestamptz`;
  return sql`
      select
        (select coalesce(sum(a.value_piastres), 0) from abandoned_carts a where a.created_at >= ${since}) as abandoned,
        (select coalesce(sum(o.total_piastres), 0) from orders o join abandoned_carts a on a.recovered_order_id = o.id
          where o.created_at >= ${since} and o.status not in ${NOT_SALES}) as marked,
        (select coalesce(sum(o.total_piastres), 0) from orders o
          cross join lateral (
            select 1 from abandoned_carts a
            where a.recovered_order_id is null and (a.user_id = o.user_id or a.guest_id = o.guest_id) and a.last_change_at < o.created_at
              and ${sql.raw(cartGone('a'))} and o.id = ${sql.raw(firstOrderAfter('a', 'o2'))}
            -- Kept a subquery run per order (by the owner's partial index), not joined with every open cart.
            offset 0) recovers
          where o.created_at >= ${since} and o.status not in ${NOT_SALES}) as unmarked`;
}

export type { AbandonedLine };

/**
 * Carts that became orders: a recorded cart whose row is gone (placing an order deletes it)
 * and whose owner ordered after its last change gets that order. Run by the job; the list reads
 * the same rule for the carts it shows and the month's orders without writing (findAbandonedCarts).
 */
export async function markRecoveredCarts(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(`
    update abandoned_carts a set recovered_order_id = ${firstOrderAfter('a', 'o')}
    where a.recovered_order_id is null
      and ${cartGone('a')}
      and exists (select 1 from orders o
        where ((a.user_id is not null and o.user_id = a.user_id) or (a.guest_id is not null and o.guest_id = a.guest_id))
          and o.created_at > a.last_change_at)`));
}
