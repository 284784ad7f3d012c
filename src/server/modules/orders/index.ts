/**
 * Orders: placing one, the shopper's own, their status changes and mails. The module's one
 * entry; the admin's calls on orders are the order desk's (../order-desk).
 */
export { ordersRoutes } from './orders.routes';
export { forgetExpiredIdempotencyKeys } from './order-placement.service';
export { OrderMails } from './order-mail.service';
export { noteColumns, type HistoryNote } from './history-note';
export { changeStatus, updateOrderStatus } from './order-status.service';
export { toOrderView, type OrderView } from './order-view';
export { orderWithLinesFrom, withLinesColumns } from './order-folded.repository';
// Returns (issue 36) take and put back stock like the checkout and cancellations, in their lock order.
export { inStockLockOrder, returnStock, takeStock } from './order-stock.repository';
export {
  claimGuestOrders,
  findLinesOf,
  findOrdersWithLines,
  findOrderWithLines,
  insertOrder,
  insertStatusChange,
  lockOrder,
  withLines,
  type OrderRow,
  type OrderWithLines,
} from './orders.repository';
