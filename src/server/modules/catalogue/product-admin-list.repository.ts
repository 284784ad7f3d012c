import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages, productSizes, products } from '../../db/schema/index';
import { listProducts, type ProductRecord } from './catalogue.repository';

export type AdminProductFilter = { q?: string; categoryId?: string; lowStockAtMost?: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf(filter: AdminProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Titles in either language as the admin types them: any case, any part.
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(sql`(${products.title} ilike ${pattern} or ${products.titleAr} ilike ${pattern})`);
  }
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.lowStockAtMost !== undefined) {
    conditions.push(
      sql`(select coalesce(sum(${productSizes.quantity}), 0) from ${productSizes} where ${productSizes.productId} = ${products.id}) <= ${filter.lowStockAtMost}`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the admin's product list, newest first, and how many match in all. */
export async function adminProductPage(db: DbOrTx, filter: AdminProductFilter, page: number, pageSize: number): Promise<{ rows: ProductRecord[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    listProducts(db, where).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function setImagePositions(db: DbOrTx, productId: string, imageIds: string[]): Promise<void> {
  for (const [position, id] of imageIds.entries()) {
    await db.update(productImages).set({ position }).where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  }
}

export async function deleteImage(db: DbOrTx, productId: string, imageId: string): Promise<void> {
  await db.delete(productImages).where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
}
