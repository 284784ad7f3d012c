/** Public catalogue reads and the quantity check; the admin writes live in category-admin.service.ts and product-admin.service.ts. */
import type { ProductAnswer } from '../../../shared/contract/answers';
import type { Messages } from '../../../shared/messages';
import type { CheckQuantityPayload } from '../../../shared/schemas/cart';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory, presentProduct } from './catalogue.presenter';
import * as repo from './catalogue.repository';

type Deps = { db: Database; storage: MediaStorage };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Changes whenever a public catalogue answer may have: for the public cache's revalidation.
 * The version moves just before a change commits, so a reader could, in that instant, take
 * the new version with the old rows; the minute in it bounds how long such an answer lives.
 */
export async function catalogueFingerprint({ db }: Pick<Deps, 'db'>): Promise<string> {
  return `${await repo.catalogueVersion(db)}@${Math.floor(Date.now() / 60_000)}`;
}

export async function allCategories({ db, storage }: Deps) {
  const categories = await repo.listCategories(db);
  return categories.map((category) => presentCategory(storage, category));
}

/** A malformed id is as unknown as a missing one: 404 'Product not found.' either way. */
export async function productById({ db, storage }: Deps, productId: string): Promise<ProductAnswer> {
  const product = isUuid(productId) ? await repo.findProduct(db, productId) : undefined;
  if (!product) throw notFound((t) => t.product.notFound);
  return presentProduct(storage, product);
}

export type QuantityCheck =
  | { available: true; message: string; requestedQuantity: number; availableQuantity: number }
  | { available: false; message: string; requestedQuantity: number; availableQuantity: number };

/**
 * "Can the shopper have this many of this size?" Only a yes carries the exact message
 * 'Quantity is available' (the spec's client applies the change on that message alone; the
 * shop's pages compare it with their own language's, which they send as Accept-Language);
 * a no says how many are left. Nothing is reserved: stock is taken when the order is placed.
 */
export async function checkQuantity({ db }: Deps, payload: CheckQuantityPayload, texts: Messages): Promise<QuantityCheck> {
  if (!(await repo.productExists(db, payload.productId))) throw notFound((t) => t.product.notFound);
  const left = (await repo.sizeQuantity(db, payload.productId, payload.size)) ?? 0;
  const requestedQuantity = payload.quantity;
  if (left >= requestedQuantity) {
    return { available: true, message: texts.cart.quantityAvailable, requestedQuantity, availableQuantity: left };
  }
  const message = left === 0 ? texts.api.cart.sizeOutOfStock(payload.size) : texts.api.cart.onlyLeft(left, payload.size);
  return { available: false, message, requestedQuantity, availableQuantity: left };
}
