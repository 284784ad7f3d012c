import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SystemNote } from '../../../shared/history-notes';
import { noteColumns } from '../orders';
import type { ConfirmationState, ConfirmedBy, ConfirmRule } from '../../../shared/confirmation';
import type { DbOrTx } from '../../db/client';
import { cairoMonthStart } from '../../db/shop-time';
import { blocklist, orders, orderStatusChanges, shopSettings } from '../../db/schema/index';
import type { OrderRow } from '../orders';

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export type PlacementFacts = {
  rule: ConfirmRule;
  abovePiastres: number;
  whatsappNumber: string | null;
  deliveredBefore: boolean;
  /** The reason of the blocklist entry matching the phone or the e-mail, or null when neither is blocked. */
  blockedReason: string | null;
};

/**
 * What a checkout needs to know about its customer and the shop's rule, in one round trip: the
 * confirmation rule, whether the phone has a delivered order (rule `first`), and whether the
 * phone or the e-mail identity is blocked.
 */
export async function readPlacementFacts(db: DbOrTx, phone: string, emailKey: string): Promise<PlacementFacts> {
  const [row] = rowsOf<{ rule: ConfirmRule | null; above: number | null; whatsapp: string | null; delivered: boolean | string; blocked: string | null }>(
    await db.execute(sql`
      select s.confirm_rule as rule, s.confirm_above_piastres as above, s.whatsapp_number as whatsapp,
        exists (select 1 from ${orders} where ${orders.phone} = ${phone} and ${orders.status} = 'delivered') as delivered,
        (select b.reason from ${blocklist} b where b.phone = ${phone} or b.email_key = ${emailKey} order by b.created_at limit 1) as blocked
      from (select 1) as one left join ${shopSettings} s on s.id = 1`),
  );
  return {
    rule: row?.rule ?? 'all',
    abovePiastres: Number(row?.above ?? 0),
    whatsappNumber: row?.whatsapp ?? null,
    deliveredBefore: row?.delivered === true || row?.delivered === 't',
    blockedReason: row?.blocked ?? null,
  };
}

/** The order of a confirmation link, locked for the rest of the transaction. */
export async function lockOrderByToken(tx: DbOrTx, token: string): Promise<OrderRow | undefined> {
  const rows = await tx.select().from(orders).where(eq(orders.confirmationToken, token)).for('update');
  return rows[0];
}

export async function findOrderIdByToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.confirmationToken, token));
  return rows[0]?.id;
}

/** The newest order of this phone still awaiting its confirmation (answerConfirmation then locks and re-checks it). */
export async function findNewestAwaitingOfPhone(db: DbOrTx, phone: string): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.phone, phone), eq(orders.confirmationState, 'awaiting'), eq(orders.status, 'pending')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return rows[0];
}

export async function setConfirmation(tx: DbOrTx, orderId: string, outcome: { state: ConfirmationState; by: ConfirmedBy | null; at: Date | null }): Promise<void> {
  await tx
    .update(orders)
    .set({ confirmationState: outcome.state, confirmationBy: outcome.by, confirmationAt: outcome.at ?? sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function setCancelReason(tx: DbOrTx, orderId: string, reason: OrderRow['cancelReason']): Promise<void> {
  await tx.update(orders).set({ cancelReason: reason }).where(eq(orders.id, orderId));
}

/** A history entry that changes nothing (the status stays): a confirmation step, a reminder, a WhatsApp receipt. */
export async function insertOrderEvent(db: DbOrTx, orderId: string, note: SystemNote, changedBy: string | null): Promise<boolean> {
  const { note: text, noteCode, noteParams } = noteColumns(note);
  const rows = await db.execute(sql`
    insert into ${orderStatusChanges} (order_id, from_status, to_status, changed_by, note, note_code, note_params)
    select o.id, o.status, o.status, ${changedBy}::uuid, ${text}, ${noteCode}, ${JSON.stringify(noteParams)}::jsonb from ${orders} o where o.id = ${orderId}
    returning id`);
  return rowsOf(rows).length > 0;
}

export type CustomerRecordRow = {
  orders: number;
  delivered: number;
  refused: number;
  cancelled: number;
  unconfirmed: number;
  cashPiastres: number;
  lastOrderAt: Date | null;
  blockReason: string | null;
  blocked: boolean;
};

/** A customer's orders and whether they are blocked: by phone, or (an order's detail) by its phone or e-mail identity. */
export async function customerRecord(db: DbOrTx, who: { phone: string; emailKey?: string }): Promise<CustomerRecordRow> {
  const ordersOf: SQL = who.emailKey ? sql`(o.phone = ${who.phone} or o.email_key = ${who.emailKey})` : sql`o.phone = ${who.phone}`;
  const blockOf: SQL = who.emailKey ? sql`(b.phone = ${who.phone} or b.email_key = ${who.emailKey})` : sql`b.phone = ${who.phone}`;
  const [row] = rowsOf<Record<string, string | number | null | boolean>>(
    await db.execute(sql`
      select count(*)::int as orders,
        count(*) filter (where o.status = 'delivered')::int as delivered,
        count(*) filter (where o.cancel_reason = 'refused_on_delivery')::int as refused,
        count(*) filter (where o.status = 'cancelled')::int as cancelled,
        count(*) filter (where o.cancel_reason = 'unconfirmed')::int as unconfirmed,
        coalesce(sum(coalesce(o.cash_collected_piastres, o.total_piastres)) filter (where o.status = 'delivered'), 0)::bigint as cash,
        max(o.created_at)::text as last_at,
        (select b.reason from ${blocklist} b where ${blockOf} order by b.created_at limit 1) as block_reason,
        exists (select 1 from ${blocklist} b where ${blockOf}) as blocked
      from ${orders} o where ${ordersOf}`),
  );
  return {
    orders: Number(row?.orders ?? 0),
    delivered: Number(row?.delivered ?? 0),
    refused: Number(row?.refused ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    unconfirmed: Number(row?.unconfirmed ?? 0),
    cashPiastres: Number(row?.cash ?? 0),
    lastOrderAt: row?.last_at ? new Date(String(row.last_at)) : null,
    blockReason: (row?.block_reason as string | null) ?? null,
    blocked: row?.blocked === true || row?.blocked === 't',
  };
}

export type Risk = { orders: number; delivered: number; refused: number };

/** riskOfPhones's answer for one phone, as JSON inside the enclosing statement: `phone` is one of its columns (orders_phone_idx). */
export function riskOfPhoneJson(phone: SQL): SQL<Risk> {
  return sql<Risk>`(select json_build_object('orders', count(*), 'delivered', count(*) filter (where r.status = 'delivered'),
      'refused', count(*) filter (where r.cancel_reason = 'refused_on_delivery'))
    from orders r where r.phone = ${phone})`;
}

/** The past orders of a page's phones, in one grouped statement over those phones only (orders_phone_idx). */
export async function riskOfPhones(db: DbOrTx, phones: string[]): Promise<Map<string, Risk>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      phone: orders.phone,
      orders: sql<string>`count(*)`,
      delivered: sql<string>`count(*) filter (where ${orders.status} = 'delivered')`,
      refused: sql<string>`count(*) filter (where ${orders.cancelReason} = 'refused_on_delivery')`,
    })
    .from(orders)
    .where(inArray(orders.phone, unique))
    .groupBy(orders.phone);
  return new Map(rows.map((row) => [row.phone, { orders: Number(row.orders), delivered: Number(row.delivered), refused: Number(row.refused) }]));
}

/** Orders of this phone refused at the door (still cancelled or refunded as such). */
export async function countRefused(db: DbOrTx, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(orders)
    .where(and(eq(orders.phone, phone), eq(orders.cancelReason, 'refused_on_delivery')));
  return Number(row?.n ?? 0);
}

export type BlocklistRow = typeof blocklist.$inferSelect;

export async function listBlocklist(db: DbOrTx): Promise<BlocklistRow[]> {
  return db.select().from(blocklist).orderBy(desc(blocklist.createdAt), desc(blocklist.id));
}

/** Adds an entry; undefined when the phone or the e-mail identity is already listed (nothing written). */
export async function insertBlock(
  db: DbOrTx,
  entry: { phone: string | null; email: string | null; reason: string; auto: boolean; createdBy: string | null },
): Promise<BlocklistRow | undefined> {
  const rows = await db.insert(blocklist).values(entry).onConflictDoNothing().returning();
  return rows[0];
}

/** Lifts an entry; answers what it was (the audit log's "before"), undefined when there was none. */
export async function deleteBlock(db: DbOrTx, id: string): Promise<BlocklistRow | undefined> {
  const rows = await db.delete(blocklist).where(eq(blocklist.id, id)).returning();
  return rows[0];
}

/**
 * Claims the orders due for their one reminder: awaiting, pending, placed before `remindBefore`
 * but not yet due for cancelling, never reminded. The claim is the conditional update itself
 * (rows another process holds are skipped), so each order is reminded by one process, once.
 */
export async function claimDueReminders(db: DbOrTx, remindBefore: Date, cancelBefore: Date, now: Date, limit: number): Promise<string[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.confirmationState, 'awaiting'),
        eq(orders.status, 'pending'),
        isNull(orders.remindedAt),
        lte(orders.createdAt, remindBefore),
        sql`${orders.createdAt} > ${cancelBefore}`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(orders)
    .set({ remindedAt: now })
    .where(and(inArray(orders.id, due), isNull(orders.remindedAt), eq(orders.confirmationState, 'awaiting')))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** One awaiting pending order placed before the cutoff, locked; one that another process holds is skipped. */
export async function lockOneDueForCancel(tx: DbOrTx, cancelBefore: Date): Promise<OrderRow | undefined> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.confirmationState, 'awaiting'), eq(orders.status, 'pending'), lte(orders.createdAt, cancelBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export type ConfirmationFigures = { confirmed: number; outcomes: number };

/** This Cairo month's confirmation figures in one round trip: outcomes of the orders placed this month that needed a confirmation. */
export async function confirmationFigures(db: DbOrTx): Promise<ConfirmationFigures> {
  const monthStart = cairoMonthStart;
  const [row] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      select
        (select count(*) filter (where ${orders.confirmationState} = 'confirmed') from ${orders}
          where ${orders.confirmationState} in ('confirmed', 'declined', 'expired') and ${orders.createdAt} >= ${monthStart})::int as confirmed,
        (select count(*) from ${orders}
          where ${orders.confirmationState} in ('confirmed', 'declined', 'expired') and ${orders.createdAt} >= ${monthStart})::int as outcomes`),
  );
  return {
    confirmed: Number(row?.confirmed ?? 0),
    outcomes: Number(row?.outcomes ?? 0),
  };
}

