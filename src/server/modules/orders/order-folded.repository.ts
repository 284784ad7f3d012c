import { sql, type SQL } from 'drizzle-orm';
import { jsonRowOf, rowFromJson } from '../../db/json-row';
import { orderLines } from '../../db/schema/index';
import { shipmentFromJson, shipmentOfOrderJson, type ShipmentRow } from '../shipments';
import type { OrderLineRow, OrderRow } from './orders.repository';

// The enclosing statement's order, written qualified: inside a subquery a bare "id" names the subquery's own.
const orderId = sql.raw('"orders"."id"');

type Json = Record<string, unknown>;

/**
 * Selected beside an order's own columns (`db.select({ order: orders, ...withLinesColumns() })`),
 * its lines and its shipment come back in the order's statement: a page of orders is one round
 * trip, each order's lines one index range (order_lines_order_idx), as withLines reads them.
 */
export function withLinesColumns(): { lines: SQL<Json[]>; shipment: SQL<Json | null> } {
  // Built on call: the shipments module and this one import each other.
  return {
    // Ordered as findLinesOf orders them.
    lines: sql<Json[]>`(select coalesce(json_agg(${jsonRowOf(orderLines, 'l')} order by l.title, l.size), '[]'::json)
      from order_lines l where l.order_id = ${orderId})`,
    shipment: shipmentOfOrderJson(orderId),
  };
}

/** An order read with withLinesColumns, in withLines's shape. */
export function orderWithLinesFrom<R extends OrderRow>(order: R, folded: { lines: Json[]; shipment: Json | null }): R & { lines: OrderLineRow[]; shipment: ShipmentRow | null } {
  return { ...order, lines: folded.lines.map((line) => rowFromJson<OrderLineRow>(orderLines, line)), shipment: shipmentFromJson(folded.shipment) };
}
