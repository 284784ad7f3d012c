/**
 * The order desk: every /admin/orders call and the spec's admin order calls (the contract's
 * `orderDesk` group), the CSV export and the packing slips. The module's one entry.
 */
export { orderDeskRoutes } from './order-desk.routes';
export { deskOrderDetail } from './order-desk.service';
export { setDeskFields } from './order-desk.repository';
