/**
 * The admin's product edit page (issue 17): the paged, searched list, and the changes the
 * spec's update form cannot make: another category, the default size, adding, removing and
 * reordering gallery images. Size chart, texts, prices and stock stay with updateProduct.
 */
import { auditProduct, productForLog } from './catalogue-audit';
import type { AdminProductListQuery } from '../../../shared/contract/catalogue-admin';
import { ADMIN_LOW_STOCK } from '../../../shared/contract/catalogue-admin';
import type { ProductAnswer } from '../../../shared/contract/answers';
import type { Size } from '../../../shared/sizes';
import type { Database } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import type { ShopEvents } from '../../cluster/index';
import { assertImage, variantPrefixOf } from '../../storage/images';
import type { MediaStorage } from '../../storage/media-storage';
import { presentProduct } from './catalogue.presenter';
import * as repo from './catalogue.repository';
import { requireFiles, type MultipartForm } from '../../http/multipart';
import * as list from './product-admin-list.repository';
import { storeAll } from './product-admin.service';

type Deps = { db: Database; storage: MediaStorage; events: Pick<ShopEvents, 'announce'> };

async function productOrNotFound(db: Database, productId: string): Promise<repo.ProductRecord> {
  const product = await repo.findProduct(db, productId);
  if (!product) throw notFound((t) => t.product.notFound);
  return product;
}

async function present(db: Database, storage: MediaStorage, productId: string): Promise<ProductAnswer> {
  return presentProduct(storage, await productOrNotFound(db, productId));
}

export async function adminProducts({ db, storage }: Deps, query: AdminProductListQuery) {
  const { rows, total } = await list.adminProductPage(
    db,
    { q: query.q, categoryId: query.category, lowStockAtMost: query.lowStock ? ADMIN_LOW_STOCK : undefined },
    query.page,
    query.pageSize,
  );
  return { products: rows.map((row) => presentProduct(storage, row)), total, page: query.page, pageSize: query.pageSize };
}

export async function updatePlacement({ db, storage, events }: Deps, productId: string, change: { categoryId?: string; defaultSize?: Size }) {
  const product = await productOrNotFound(db, productId);
  const { defaultSize } = change;
  if (defaultSize && !product.sizes.some((entry) => entry.size === defaultSize)) {
    throw badRequest((t) => t.api.http.invalidField('defaultSize', t.api.catalogueAdmin.sizeNotOffered(defaultSize)));
  }
  if (change.categoryId && !(await repo.findCategory(db, change.categoryId))) throw notFound((t) => t.catalog.categoryNotFound);
  try {
    await db.transaction(async (tx) => {
      const fields = { ...(change.categoryId ? { categoryId: change.categoryId } : {}), ...(change.defaultSize ? { defaultSize: change.defaultSize } : {}) };
      await repo.updateProduct(tx, productId, fields);
      await auditProduct(tx, 'placement', productId, product, productForLog(product), productForLog(fields));
    });
  } catch (error) {
    // The category was deleted meanwhile.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound((t) => t.catalog.categoryNotFound);
    throw error;
  }
  events.announce({ kind: 'catalogue' });
  return present(db, storage, productId);
}

const gallery = (product: repo.ProductRecord) => product.images.filter((image) => image.kind === 'gallery').sort((a, b) => a.position - b.position);

export async function addImages({ db, storage, events }: Deps, productId: string, form: MultipartForm) {
  const product = await productOrNotFound(db, productId);
  const files = requireFiles(form, 'images', (t) => t.api.catalogueAdmin.imagesRequired);
  for (const file of files) await assertImage(file.buffer);
  const written: string[] = [];
  try {
    const start = Math.max(-1, ...gallery(product).map((image) => image.position)) + 1;
    const rows = (await storeAll(storage, productId, 'gallery', files, written)).map((row, index) => ({ ...row, position: start + index }));
    await db.transaction(async (tx) => {
      await repo.insertImages(tx, rows);
      await auditProduct(tx, 'images', productId, product, { pictures: gallery(product).length }, { pictures: gallery(product).length + rows.length }, { added: rows.length });
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.removePrefix(variantPrefixOf(key))));
    throw error;
  }
  events.announce({ kind: 'catalogue' });
  return present(db, storage, productId);
}

export async function removeImage({ db, storage, events }: Deps, productId: string, imageId: string) {
  const product = await productOrNotFound(db, productId);
  const images = gallery(product);
  const image = images.find((candidate) => candidate.id === imageId);
  if (!image) throw notFound((t) => t.api.catalogueAdmin.imageNotFound);
  if (images.length === 1) throw new HttpError(409, (t) => t.api.catalogueAdmin.lastImage);
  await db.transaction(async (tx) => {
    await list.deleteImage(tx, productId, imageId);
    await auditProduct(tx, 'images', productId, product, { pictures: images.length }, { pictures: images.length - 1 }, 'oneRemoved');
  });
  events.announce({ kind: 'catalogue' });
  // A picture an order line shows keeps its files (the order keeps its snapshot).
  const ordered = new Set(await repo.orderedImageUrls(db, productId));
  if (!ordered.has(storage.publicUrl(image.key))) await storage.removePrefix(variantPrefixOf(image.key));
  return present(db, storage, productId);
}

export async function reorderImages({ db, storage, events }: Deps, productId: string, imageIds: string[]) {
  const product = await productOrNotFound(db, productId);
  const current = gallery(product).map((image) => image.id);
  const same = imageIds.length === current.length && new Set(imageIds).size === imageIds.length && imageIds.every((id) => current.includes(id));
  if (!same) throw badRequest((t) => t.api.http.invalidField('imageIds', t.api.catalogueAdmin.imageOrderMismatch));
  await db.transaction(async (tx) => {
    await list.setImagePositions(tx, productId, imageIds);
    await auditProduct(tx, 'images', productId, product, { order: current }, { order: imageIds }, 'reordered');
  });
  events.announce({ kind: 'catalogue' });
  return present(db, storage, productId);
}
