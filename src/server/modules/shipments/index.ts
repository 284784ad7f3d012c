/** Shipments (issue 35): couriers, hand-off, tracking, cash settlements. The module's one entry. */
export { shipmentsRoutes } from './shipments.routes';
export { shipmentJobs } from './shipment-jobs';
export { toShipmentView } from './shipment-view';
export { findShipmentByOrder, findShipmentsOf, type ShipmentRow } from './shipments.repository';
export { shipmentFromJson, shipmentOfOrderJson } from './shipment-json.repository';
// A return's pickup (issue 36) is asked of Bosta at the order's district.
export { BostaClient, BOSTA_SECRET_HEADER } from './couriers/bosta';
// A pickup whose create answer was lost is looked up as a hand-off is (decision 027), by its return label.
export { BOSTA_LOOKUP_TYPES, BOSTA_LOOKUP_TIMEOUT_MS, BOSTA_TIMEOUT_MS, findBostaDeliveries } from './couriers/bosta';
export { CourierError } from './couriers/courier';
export { bostaWebhookOf } from './couriers/index';
export { findDistricts } from './districts.repository';
// The return pickups (issue 36) are polled by the parcels' one rule.
export { pollQuietBosta } from './tracking.service';
