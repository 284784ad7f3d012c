import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productSizes } from '../../db/schema/index';
import type { Size } from '../../../shared/sizes';

/**
 * Every transaction that touches several sizes locks them in this order, so checkouts,
 * cancellations and status changes running at once never wait on each other in a circle.
 */
export function inStockLockOrder<T extends { productId: string | null; size: string }>(lines: readonly T[]): T[] {
  const key = (line: T) => `${line.productId ?? ''}:${line.size}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Takes pieces of one size out of stock if, and only if, that many are there: the check and
 * the write are one statement, so two buyers can never take the same last piece.
 */
export async function takeStock(tx: DbOrTx, productId: string, size: Size, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size), gte(productSizes.quantity, quantity)))
    .returning({ quantity: productSizes.quantity });
  return rows.length > 0;
}

/**
 * Puts pieces back. A size the catalogue removed since is offered again with what came back;
 * a product deleted since gets nothing (there is nothing left to sell it as).
 */
export async function returnStock(tx: DbOrTx, productId: string, size: Size, quantity: number): Promise<void> {
  const exists = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('share');
  if (exists.length === 0) return;
  await tx
    .insert(productSizes)
    .values({ productId, size, quantity })
    .onConflictDoUpdate({ target: [productSizes.productId, productSizes.size], set: { quantity: sql`${productSizes.quantity} + ${quantity}` } });
}
