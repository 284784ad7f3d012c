import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CancelReason, OrderStatus } from '../../../shared/order-status';
import { normalizeEgyptianPhone } from '../../../shared/phone';
import type { OrderFilters } from '../../../shared/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { cairoDayStart } from '../../db/shop-time';
import { orderDayStatusTotals, orderDayTotals, orders, orderStatusChanges, users } from '../../db/schema/index';
import { orderWithLinesFrom, withLines, withLinesColumns, type OrderWithLines } from '../orders';
import { riskOfPhoneJson, type Risk } from '../confirmation';


const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * What `q` finds, judged by its form so each form uses its own index: `1001` or `#1001` is an
 * order number (and, being digits, possibly part of a phone), a phone in any common form is
 * compared in the one stored form, text with `@` is an e-mail (whole or in part), anything else
 * a name.
 */
function searchCondition(q: string): SQL | undefined {
  const conditions: SQL[] = [];
  const number = /^#?\s*(\d{1,9})$/.exec(q);
  if (number) conditions.push(eq(orders.orderNumber, Number(number[1])));
  const phone = normalizeEgyptianPhone(q);
  if (phone) conditions.push(eq(orders.phone, phone));
  // A whole address is looked up as stored (lower case) by its index; part of one by trigrams.
  if (WHOLE_EMAIL.test(q)) conditions.push(eq(orders.email, q.toLowerCase()));
  else if (q.includes('@')) conditions.push(ilike(orders.email, likeEscaped(q)));
  else if (!number && !phone) {
    conditions.push(ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, likeEscaped(q)));
  }
  return or(...conditions);
}

/** The filters as one WHERE condition; `withStatus: false` leaves the status and the confirmation out (the counts). */
export function filterCondition(filters: OrderFilters, withStatus = true): SQL | undefined {
  return and(
    withStatus && filters.status ? eq(orders.status, filters.status) : undefined,
    withStatus && filters.confirmation ? eq(orders.confirmationState, filters.confirmation) : undefined,
    filters.governorate ? eq(orders.governorate, filters.governorate) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    filters.from ? gte(orders.createdAt, cairoDayStart(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, cairoDayStart(filters.to, 1)) : undefined,
  );
}

export type DeskPageOrder = OrderWithLines & { risk: Risk };

/**
 * One page of orders, newest first, with their lines, shipment and the risk of their phone, in
 * one statement: each row's extras are index lookups of that row (lines, shipment, the phone's
 * orders), so the page costs its 20 rows, never the table, in one round trip.
 */
export async function findOrderPage(db: DbOrTx, filters: OrderFilters, page: number, pageSize: number): Promise<DeskPageOrder[]> {
  const rows = await db
    .select({ order: orders, ...withLinesColumns(), risk: riskOfPhoneJson(sql.raw('"orders"."phone"')) })
    .from(orders)
    .where(filterCondition(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => ({ ...orderWithLinesFrom(row.order, row), risk: row.risk }));
}

/**
 * Orders per status under the filters, status aside. Without a search the answer comes from
 * the per-day totals (whole Cairo days, as `from` and `to` are; one governorate or all), a few
 * rows per day however many orders there are; a search counts its matching orders.
 */
export async function countByStatus(db: DbOrTx, filters: OrderFilters): Promise<Map<OrderStatus, number>> {
  // The per-day totals know nothing of confirmations: a confirmation filter counts the orders.
  if (!filters.q && !filters.confirmation) {
    // One governorate's counts from the totals kept per governorate; all of them from the smaller per-day table.
    const table = filters.governorate ? orderDayTotals : orderDayStatusTotals;
    const totals = await db
      .select({ status: table.status, count: sql<string>`sum(${table.orders})` })
      .from(table)
      .where(
        and(
          filters.governorate ? eq(orderDayTotals.governorate, filters.governorate) : undefined,
          filters.from ? gte(table.day, filters.from) : undefined,
          filters.to ? lte(table.day, filters.to) : undefined,
        ),
      )
      .groupBy(table.status)
      .having(sql`sum(${table.orders}) > 0`);
    return new Map(totals.map((row) => [row.status, Number(row.count)]));
  }
  const rows = await db
    .select({ status: orders.status, count: sql<string>`count(*)` })
    .from(orders)
    .where(and(filterCondition(filters, false), filters.confirmation ? eq(orders.confirmationState, filters.confirmation) : undefined))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** Orders awaiting their confirmation under the filters, status and confirmation aside (orders_confirmation_created_idx). */
export async function countAwaiting(db: DbOrTx, filters: OrderFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(orders)
    .where(and(filterCondition(filters, false), eq(orders.confirmationState, 'awaiting')));
  return Number(row?.count ?? 0);
}

export type HistoryRow = { status: OrderStatus; at: Date; by: string | null; note: string | null; noteCode: string | null; noteParams: Record<string, string | number | null> | null };

export async function findHistory(db: DbOrTx, orderId: string): Promise<HistoryRow[]> {
  return db
    .select({ status: sql<OrderStatus>`${orderStatusChanges.toStatus}`, at: orderStatusChanges.changedAt, by: users.email, note: orderStatusChanges.note, noteCode: orderStatusChanges.noteCode, noteParams: orderStatusChanges.noteParams })
    .from(orderStatusChanges)
    .leftJoin(users, eq(users.id, orderStatusChanges.changedBy))
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(orderStatusChanges.changedAt, orderStatusChanges.id);
}

/** The desk's own fields of an order: cash collected, cancel reason, notes. */
export async function setDeskFields(
  tx: DbOrTx,
  orderId: string,
  fields: { cashCollectedPiastres: number | null; cancelReason: CancelReason | null; notes: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export type ExportRow = {
  cursorAt: string;
  id: string;
  orderNumber: number;
  firstName: string;
  lastName: string;
  phone: string;
  governorate: string;
  city: string;
  address: string;
  totalPiastres: number;
  pieces: number;
  items: string;
  notes: string;
  status: OrderStatus;
  createdAt: Date;
};

/**
 * One batch of the courier export, newest first, after the cursor of the previous batch: keyset
 * pages (created_at, id) keep every batch an index range however deep the export goes. The
 * cursor is created_at as text, since a JS Date drops its microseconds.
 */
// Written qualified: inside a subquery Drizzle's bare "id" would name the line's own id.
const orderIdColumn = sql.raw('"orders"."id"');

export async function findExportBatch(db: DbOrTx, filters: OrderFilters, after: { at: string; id: string } | null, size: number): Promise<ExportRow[]> {
  const rows = await db
    .select({
      cursorAt: sql<string>`${orders.createdAt}::text`,
      id: orders.id,
      orderNumber: orders.orderNumber,
      firstName: orders.firstName,
      lastName: orders.lastName,
      phone: orders.phone,
      governorate: orders.governorate,
      city: orders.city,
      address: orders.address,
      totalPiastres: orders.totalPiastres,
      pieces: sql<string>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = ${orderIdColumn})`,
      items: sql<string>`(select coalesce(string_agg(l.title || ' (' || upper(l.size) || ') x' || l.quantity, '; ' order by l.title, l.size), '') from order_lines l where l.order_id = ${orderIdColumn})`,
      notes: orders.notes,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(filterCondition(filters), after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size);
  return rows.map((row) => ({ ...row, pieces: Number(row.pieces) }));
}

/** One keyset batch of every order, newest first, with its lines (the streamed all-orders). */
export async function findOrderBatch(db: DbOrTx, after: { at: string; id: string } | null, size: number): Promise<Array<OrderWithLines & { cursorAt: string }>> {
  const rows = await db
    .select({ order: orders, cursorAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size);
  return withLines(db, rows.map(({ order, cursorAt }) => ({ ...order, cursorAt })));
}
