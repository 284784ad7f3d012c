/**
 * The catalogue's writes in the audit log (issue 37): a product or category as the log shows
 * its fields, prices in LE, stock as size → pieces.
 */
import { toPounds } from '../../../shared/money';
import type { Size } from '../../../shared/sizes';
import type { DbOrTx } from '../../db/client';
import { changesBetween, recordAudit } from '../audit';

type ProductFieldsForLog = {
  categoryId?: string;
  title?: string;
  description?: string;
  titleAr?: string | null;
  descriptionAr?: string | null;
  pricePiastres?: number;
  discountPercent?: number;
  finalPricePiastres?: number;
  defaultSize?: Size | null;
  sizes?: Array<{ size: Size; quantity: number }>;
};

/** The fields a product's entry compares; absent ones are not compared. */
export function productForLog(product: ProductFieldsForLog): Record<string, unknown> {
  return {
    categoryId: product.categoryId,
    title: product.title,
    description: product.description,
    titleAr: product.titleAr,
    descriptionAr: product.descriptionAr,
    price: product.pricePiastres === undefined ? undefined : toPounds(product.pricePiastres),
    discount: product.discountPercent,
    finalPrice: product.finalPricePiastres === undefined ? undefined : toPounds(product.finalPricePiastres),
    defaultSize: product.defaultSize,
    stock: product.sizes ? Object.fromEntries(product.sizes.map((entry) => [entry.size, entry.quantity])) : undefined,
  };
}

export async function auditProduct(
  tx: DbOrTx,
  action: 'create' | 'update' | 'delete' | 'placement' | 'images',
  productId: string,
  title: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  detail?: string,
): Promise<void> {
  const verb = { create: 'Created', update: 'Edited', delete: 'Deleted', placement: 'Moved', images: 'Changed the pictures of' }[action];
  await recordAudit(tx, {
    action: `product.${action}`,
    entity: 'product',
    entityId: productId,
    summary: `${verb} product "${title}"${detail ? `: ${detail}` : ''}`,
    changes: changesBetween(before, after),
  });
}

export async function auditCategory(tx: DbOrTx, action: 'create' | 'update' | 'delete', id: string, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<void> {
  const name = String(after.name ?? before?.name ?? '');
  const verb = { create: 'Created', update: 'Edited', delete: 'Deleted' }[action];
  await recordAudit(tx, { action: `category.${action}`, entity: 'category', entityId: id, summary: `${verb} category "${name}"`, changes: changesBetween(before, after) });
}
