import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import type { AppDeps } from '../../types';
import { CANCELLED_STATUSES, customerCanCancel, isOrderStatus, type OrderStatus } from '../../../shared/order-status';
import type { ConfirmationState, ConfirmedBy } from '../../../shared/confirmation';
import { setConfirmation } from '../confirmation';
import { inStockLockOrder, returnStock, takeStock } from './order-stock.repository';
import { openReturnOf, piecesBackFromReturns } from './order-returned-pieces.repository';
import { returnNumberLabel } from '../../../shared/returns';
import { toOrderView, type OrderView } from './order-view';
import type { HistoryNote } from './history-note';
import { recordAudit } from '../audit';
import {
  deleteRedemption,
  findLinesOf,
  findOrdersWithLines,
  findOrderWithLines,
  insertRedemption,
  insertStatusChange,
  lockOrder,
  setOrderStatus,
  type OrderRow,
} from './orders.repository';

type OrdersDeps = Pick<AppDeps, 'db'>;
/** Status changes may move stock, which the public catalogue shows. */
type StatusDeps = Pick<AppDeps, 'db' | 'events'>;

async function viewOf(db: DbOrTx, orderId: string): Promise<OrderView> {
  const order = await findOrderWithLines(db, orderId);
  if (!order) throw notFound((t) => t.api.orders.notFound);
  return toOrderView(order, { forOwner: true });
}

export async function listMyOrders(deps: OrdersDeps, userId: string): Promise<OrderView[]> {
  return (await findOrdersWithLines(deps.db, { userId })).map((order) => toOrderView(order, { forOwner: true }));
}


/**
 * The pieces the order holds: its lines less what came back through received returns (those
 * went back to stock, or were kept as damaged, when the return was received).
 */
async function heldLines(tx: DbOrTx, order: OrderRow) {
  const back = await piecesBackFromReturns(tx, order.id);
  return inStockLockOrder(await findLinesOf(tx, [order.id]))
    .map((line) => ({ ...line, quantity: line.quantity - (back.get(line.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/**
 * Puts the order's pieces back (entering cancelled); the caller holds the order's row lock.
 * A return still under way refuses it (409): its pieces would be put back now and again when
 * they arrive. See docs/decisions (returns and exchanges, "Cancelling an order with returns").
 */
async function releaseStock(tx: DbOrTx, order: OrderRow): Promise<void> {
  const open = await openReturnOf(tx, order.id);
  if (open) throw conflict((t) => t.returns.api.orderHasOpenReturn(returnNumberLabel(open.number), t.returns.states[open.state]));
  for (const line of await heldLines(tx, order)) {
    if (line.productId) await returnStock(tx, line.productId, line.size, line.quantity);
  }
  await deleteRedemption(tx, order.id);
}

/** Takes the pieces again (leaving cancelled), or 409 naming what is no longer there. */
async function retakeStock(tx: DbOrTx, order: OrderRow): Promise<void> {
  for (const line of await heldLines(tx, order)) {
    const taken = line.productId ? await takeStock(tx, line.productId, line.size, line.quantity) : false;
    if (!taken) throw conflict((t) => t.api.orders.leftCancelledStockGone(line.title, line.size));
  }
  // The admin decides here; the redemption comes back with the order so the code stays spent.
  if (order.promoCode) await insertRedemption(tx, { code: order.promoCode, email: order.email, phone: order.phone, orderId: order.id });
}

/** Where an order's confirmation ends up when its status changes while it awaits one. */
export type ConfirmationOutcome = { state: ConfirmationState; by: ConfirmedBy | null; at: Date | null };

/**
 * Moves a locked order to a new status. Stock follows the stock_held flag, not the status
 * names, so however often an order goes in and out of cancelled its pieces move exactly once
 * each way. An order that leaves pending while awaiting its confirmation stops awaiting it:
 * `outcome` says how (the confirmation paths), else the desk (or the customer cancelling from
 * their orders, `by`) settled it: confirmed when it goes ahead, declined when cancelled.
 */
export async function changeStatus(
  tx: DbOrTx,
  order: OrderRow,
  status: OrderStatus,
  changedBy: string | null,
  note: HistoryNote = null,
  outcome?: ConfirmationOutcome,
  by: ConfirmedBy = 'staff',
): Promise<void> {
  const holdStock = status !== 'cancelled';
  if (!holdStock && order.stockHeld === 1) await releaseStock(tx, order);
  if (holdStock && order.stockHeld === 0) await retakeStock(tx, order);
  await setOrderStatus(tx, order.id, status, holdStock);
  await insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: status, changedBy, note });
  if (outcome) await setConfirmation(tx, order.id, outcome);
  else if (order.confirmationState === 'awaiting' && status !== 'pending') {
    await setConfirmation(tx, order.id, { state: CANCELLED_STATUSES.includes(status) ? 'declined' : 'confirmed', by, at: null });
  }
}

/** A customer cancels their own pending order; someone else's order is a 404. */
export async function cancelMyOrder(deps: StatusDeps, userId: string, orderId: string): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw notFound((t) => t.api.orders.notFound);
    if (!isOrderStatus(order.status) || !customerCanCancel(order.status)) throw conflict((t) => t.orders.onlyPendingCancellable);
    await changeStatus(tx, order, 'cancelled', userId, null, undefined, 'customer');
  });
  deps.events.announce({ kind: 'stock' });
  return viewOf(deps.db, orderId);
}

/** An admin sets any of the seven statuses; setting the current one again changes nothing. */
export async function updateOrderStatus(deps: StatusDeps, adminId: string, orderId: string, status: OrderStatus): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound((t) => t.api.orders.notFound);
    if (order.status === status) return;
    await changeStatus(tx, order, status, adminId);
    await recordAudit(tx, {
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      summary: { code: 'order.changed', params: { orderNumber: order.orderNumber, from: order.status, to: status } },
      changes: { status: { before: order.status, after: status } },
    });
  });
  deps.events.announce({ kind: 'stock' });
  return viewOf(deps.db, orderId);
}
