/** Shipments (issue 35): couriers, hand-off, tracking, cash settlements. The module's one entry. */
export { shipmentsRoutes } from './shipments.routes';
export { shipmentJobs } from './shipment-jobs';
export { toShipmentView } from './shipment-view';
export { findShipmentsOf, type ShipmentRow } from './shipments.repository';
