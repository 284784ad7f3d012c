import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The shipments of these orders, by order id. */
export async function findShipmentsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ShipmentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}
