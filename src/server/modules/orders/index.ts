/**
 * Orders: placing one, the shopper's own, their status changes and mails. The module's one
 * entry; the admin's calls on orders are the order desk's (../order-desk).
 */
export { ordersRoutes } from './orders.routes';
export { forgetExpiredIdempotencyKeys } from './order-placement.service';
export { OrderMails } from './order-mail.service';
export { changeStatus, updateOrderStatus } from './order-status.service';
export { toOrderView, type OrderView } from './order-view';
export {
  claimGuestOrders,
  findOrderWithLines,
  insertOrder,
  insertStatusChange,
  lockOrder,
  withLines,
  type OrderRow,
  type OrderWithLines,
} from './orders.repository';
