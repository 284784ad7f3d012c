/**
 * The catalogue's writes in the audit log (issue 37): a product or category as the log shows
 * its fields, prices in LE, stock as size → pieces.
 */
import type { AuditSummary } from '../../../shared/audit-summaries';
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

/** Each write's summary code (src/shared/audit-summaries.ts); pictures have one per kind of change. */
const PRODUCT_CODES = { create: 'product.created', update: 'product.edited', delete: 'product.deleted', placement: 'product.moved' } as const;
const CATEGORY_CODES = { create: 'category.created', update: 'category.edited', delete: 'category.deleted' } as const;
const arabicName = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export async function auditProduct(
  tx: DbOrTx,
  action: 'create' | 'update' | 'delete' | 'placement' | 'images',
  productId: string,
  /** Its names as the entry's line gives them (the Arabic one, when set, in the Arabic line). */
  names: { title: string; titleAr?: string | null },
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  pictures?: { added: number } | 'oneRemoved' | 'reordered',
): Promise<void> {
  const params = { title: names.title, titleAr: arabicName(names.titleAr) };
  let summary: AuditSummary;
  if (action !== 'images') summary = { code: PRODUCT_CODES[action], params };
  else if (typeof pictures === 'object') summary = { code: 'product.picturesAdded', params: { ...params, added: pictures.added } };
  else summary = { code: pictures === 'oneRemoved' ? 'product.pictureRemoved' : 'product.picturesReordered', params };
  await recordAudit(tx, { action: `product.${action}`, entity: 'product', entityId: productId, summary, changes: changesBetween(before, after) });
}

export async function auditCategory(tx: DbOrTx, action: 'create' | 'update' | 'delete', id: string, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<void> {
  const name = String(after.name ?? before?.name ?? '');
  const summary = { code: CATEGORY_CODES[action], params: { name, nameAr: arabicName(after.nameAr ?? before?.nameAr) } };
  await recordAudit(tx, { action: `category.${action}`, entity: 'category', entityId: id, summary, changes: changesBetween(before, after) });
}
