import type { DeskCounts, OrderDetailAnswer, OrderListAnswer } from '../../../shared/contract/answers';
import { formatLE, toPiastres, toPounds } from '../../../shared/money';
import { messages, type Messages } from '../../../shared/messages';
import { CANCELLED_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';
import type { BulkStatus, OrderListQuery, OrderUpdate } from '../../../shared/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import type { AppDeps } from '../../types';
import { countAwaiting, countByStatus, findHistory, findOrderPage, setDeskFields } from './order-desk.repository';
import { customerRecordOf } from '../confirmation';
import { confirmationUrl } from '../confirmation';
import { autoBlockAfterRefusal } from '../confirmation';
import { changeStatus } from '../orders';
import { toOrderView } from '../orders';
import { findOrderWithLines, insertStatusChange, lockOrder, type OrderRow } from '../orders';
import { changesBetween, recordAudit } from '../audit';

type DeskDeps = Pick<AppDeps, 'db' | 'events' | 'config'>;
const m = messages.api.adminOrders;

export async function listDeskOrders(deps: Pick<AppDeps, 'db'>, query: OrderListQuery): Promise<OrderListAnswer> {
  const [page, byStatus, awaiting] = await Promise.all([
    findOrderPage(deps.db, query, query.page, query.pageSize),
    countByStatus(deps.db, query),
    countAwaiting(deps.db, query),
  ]);
  const statusCounts = ORDER_STATUSES.map((status) => [status, byStatus.get(status) ?? 0] as const);
  const counts = { ...Object.fromEntries(statusCounts), awaiting } as DeskCounts;
  const total = query.status ? counts[query.status] : statusCounts.reduce((sum, [, count]) => sum + count, 0);
  // Each row's risk came with the page (findOrderPage).
  const orders = page.map((order) => ({ ...toOrderView(order), risk: order.risk }));
  return { orders, total, page: query.page, pageSize: query.pageSize, counts };
}

/** Cash is shown only while delivered (the total when none was recorded), a reason only while cancelled or refunded. */
const cashOf = (order: OrderRow) => (order.status === 'delivered' ? toPounds(order.cashCollectedPiastres ?? order.totalPiastres) : null);
const reasonOf = (order: OrderRow) => (CANCELLED_STATUSES.includes(order.status) ? order.cancelReason : null);

export async function deskOrderDetail(db: DbOrTx, orderId: string, shopUrl = ''): Promise<OrderDetailAnswer> {
  const order = await findOrderWithLines(db, orderId);
  if (!order) throw notFound((t) => t.api.orders.notFound);
  const [history, customer] = await Promise.all([findHistory(db, orderId), customerRecordOf(db, order.phone, order.email)]);
  return {
    ...toOrderView(order),
    history: history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      by: entry.by,
      note: entry.note,
      // Only a note the shop wrote has a code (a staff note, an old row: none, the answer as before).
      ...(entry.noteCode ? { noteCode: entry.noteCode, noteParams: entry.noteParams ?? {} } : {}),
    })),
    cashCollected: cashOf(order),
    cancelReason: reasonOf(order),
    notes: order.notes,
    customer,
    // The desk's prefilled WhatsApp message links the page in the order's language.
    confirmationUrl: order.confirmationToken ? confirmationUrl(shopUrl, order.confirmationToken, order.language) : null,
  };
}

export type DeskChange = { from: OrderStatus; to: OrderStatus; orderId: string };

/**
 * Applies a change of the desk to one order in one transaction: the status with the rules and
 * restocking of update-status, then the cash, reason and note, and one history row saying who.
 */
async function applyUpdate(tx: DbOrTx, adminId: string, orderId: string, update: OrderUpdate, action = 'order.update'): Promise<DeskChange> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound((t) => t.api.orders.notFound);
  const status = update.status ?? order.status;
  if (update.cashCollected !== undefined && status !== 'delivered') throw badRequest((t) => t.api.adminOrders.cashOnlyWhenDelivered);
  if (update.cancelReason && !CANCELLED_STATUSES.includes(status)) throw badRequest((t) => t.api.adminOrders.reasonOnlyWhenCancelled);

  const cashCollectedPiastres =
    status !== 'delivered' ? null : update.cashCollected !== undefined ? toPiastres(update.cashCollected) : (order.cashCollectedPiastres ?? order.totalPiastres);
  const cancelReason = CANCELLED_STATUSES.includes(status) ? (update.cancelReason ?? order.cancelReason) : null;
  const notes = update.note ?? order.notes;
  const cashNote = update.cashCollected !== undefined ? m.cashRecorded(formatLE(toPiastres(update.cashCollected))) : null;
  const note = [update.note, cashNote].filter(Boolean).join(' · ') || null;

  if (status !== order.status) await changeStatus(tx, order, status, adminId, note);
  else if (note || cancelReason !== order.cancelReason) {
    await insertStatusChange(tx, { orderId, fromStatus: order.status, toStatus: status, changedBy: adminId, note });
  }
  await setDeskFields(tx, orderId, { cashCollectedPiastres, cancelReason, notes });
  await auditDeskChange(tx, order, { status, cancelReason, cashCollectedPiastres, notes }, action, update.note);
  // A refusal just recorded may be the one that blocks the phone (autoBlockRefusals).
  if (cancelReason === 'refused_on_delivery' && (order.cancelReason !== cancelReason || !CANCELLED_STATUSES.includes(order.status))) {
    await autoBlockAfterRefusal(tx, order.phone);
  }
  return { from: order.status, to: status, orderId };
}

const pounds = (piastres: number | null) => (piastres === null ? null : toPounds(piastres));

/** The desk's change in the audit log, in the same transaction: the fields that moved, cash in LE. */
async function auditDeskChange(
  tx: DbOrTx,
  order: OrderRow,
  after: { status: OrderStatus; cancelReason: string | null; cashCollectedPiastres: number | null; notes: string | null },
  action: string,
  note: string | undefined,
): Promise<void> {
  const changes = changesBetween(
    { status: order.status, cancelReason: order.cancelReason, cashCollected: pounds(order.cashCollectedPiastres), notes: order.notes },
    { status: after.status, cancelReason: after.cancelReason, cashCollected: pounds(after.cashCollectedPiastres), notes: after.notes },
  );
  if (Object.keys(changes).length === 0 && !note) return;
  // The staff's note is data: shown as typed in either language.
  const summary = { code: 'order.changed', params: { orderNumber: order.orderNumber, from: order.status, to: after.status, note: note || null } } as const;
  await recordAudit(tx, { action, entity: 'order', entityId: order.id, summary, changes });
}

export async function updateDeskOrder(
  deps: DeskDeps,
  adminId: string,
  orderId: string,
  update: OrderUpdate,
): Promise<{ detail: OrderDetailAnswer; change: DeskChange }> {
  const change = await deps.db.transaction((tx) => applyUpdate(tx, adminId, orderId, update));
  if (change.from !== change.to) deps.events.announce({ kind: 'stock' });
  return { detail: await deskOrderDetail(deps.db, orderId, deps.config.publicUrl), change };
}

export type BulkResult = { results: Array<{ _id: string; ok: boolean; message?: string }>; changes: DeskChange[] };

/**
 * Each order in its own transaction, so one refusal (stock gone, unknown id) leaves the others
 * done and itself untouched. Ids are UUIDs, whose letters' case means nothing: one written in
 * two cases is one order, changed and answered once. `texts`: the language the refusals are
 * written in (the desk's).
 */
export async function bulkSetStatus(deps: DeskDeps, adminId: string, bulk: BulkStatus, texts: Messages): Promise<BulkResult> {
  const result: BulkResult = { results: [], changes: [] };
  for (const orderId of new Set(bulk.ids.map((id) => id.toLowerCase()))) {
    try {
      const change = await deps.db.transaction((tx) => applyUpdate(tx, adminId, orderId, { status: bulk.status, cancelReason: bulk.cancelReason }, 'order.bulkStatus'));
      result.results.push({ _id: orderId, ok: true });
      if (change.from !== change.to) result.changes.push(change);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.results.push({ _id: orderId, ok: false, message: error.messageIn(texts) });
    }
  }
  if (result.changes.length) deps.events.announce({ kind: 'stock' });
  return result;
}
