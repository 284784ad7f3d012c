import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { withLines, type OrderRow } from '../orders';

/** These orders with their lines and shipments, in the order asked (unknown ids left out). */
export async function findOrdersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows: OrderRow[] = [];
  for (let start = 0; start < ids.length; start += 500) rows.push(...(await db.select().from(orders).where(inArray(orders.id, ids.slice(start, start + 500)))));
  const byId = new Map((await withLines(db, rows)).map((order) => [order.id, order]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
