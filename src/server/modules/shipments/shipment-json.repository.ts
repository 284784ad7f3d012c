import { sql, type SQL } from 'drizzle-orm';
import { jsonRowOf, rowFromJson } from '../../db/json-row';
import { shipments } from '../../db/schema';
import type { ShipmentRow } from './shipments.repository';

/**
 * The shipment of the order whose id is `orderId` (a column of the enclosing statement) as one
 * JSON value or null, with the day its cash was settled: findShipmentsOf's answer for one
 * order, read inside the order's own statement (order_id is unique).
 */
export function shipmentOfOrderJson(orderId: SQL): SQL<Record<string, unknown> | null> {
  return sql<Record<string, unknown> | null>`(select ${jsonRowOf(shipments, 's', { settledOn: sql.raw('st.received_at') })}
    from shipments s left join settlements st on st.id = s.settlement_id where s.order_id = ${orderId})`;
}

export function shipmentFromJson(json: Record<string, unknown> | null): ShipmentRow | null {
  return json ? rowFromJson<ShipmentRow>(shipments, json) : null;
}
