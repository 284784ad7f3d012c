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
  pictures?: { added: number } | 'oneRemoved' | 'reordered',
): Promise<void> {
  // The Arabic title when the entry has one, for the Arabic admin's line.
  const arabic = after.titleAr ?? before?.titleAr;
  const params = { title, titleAr: typeof arabic === 'string' && arabic ? arabic : null };
  const summary =
    action === 'images'
      ? typeof pictures === 'object'
        ? ({ code: 'product.picturesAdded', params: { ...params, added: pictures.added } } as const)
        : ({ code: pictures === 'oneRemoved' ? 'product.pictureRemoved' : 'product.picturesReordered', params } as const)
      : ({ code: (({ create: 'product.created', update: 'product.edited', delete: 'product.deleted', placement: 'product.moved' }) as const)[action], params } as const);
  await recordAudit(tx, { action: `product.${action}`, entity: 'product', entityId: productId, summary, changes: changesBetween(before, after) });
}

export async function auditCategory(tx: DbOrTx, action: 'create' | 'update' | 'delete', id: string, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<void> {
  const name = String(after.name ?? before?.name ?? '');
  const arabic = after.nameAr ?? before?.nameAr;
  const code = ({ create: 'category.created', update: 'category.edited', delete: 'category.deleted' } as const)[action];
  const summary = { code, params: { name, nameAr: typeof arabic === 'string' && arabic ? arabic : null } };
  await recordAudit(tx, { action: `category.${action}`, entity: 'category', entityId: id, summary, changes: changesBetween(before, after) });
}
