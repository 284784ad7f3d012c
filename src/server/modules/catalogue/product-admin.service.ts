/**
 * Product writes. Every image is checked before anything is written; files go first, the rows
 * follow in one transaction, and a failure removes the new files again. finalPrice and stock
 * are derived here, never read from the form (its `stock` field is ignored).
 */
import { auditProduct, productForLog } from './catalogue-audit';
import crypto from 'node:crypto';
import type { ProductAnswer } from '../../../shared/contract/answers';
import { toPiastres } from '../../../shared/money';
import { finalPricePiastres } from '../../../shared/pricing';
import { productCreateSchema, productUpdateSchema } from '../../../shared/schemas/product';
import { SIZES, type Size } from '../../../shared/sizes';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { assertImage, storeImage, variantPrefixOf } from '../../storage/images';
import type { ShopEvents } from '../../cluster/index';
import type { MediaStorage } from '../../storage/media-storage';
import { presentProduct } from './catalogue.presenter';
import * as repo from './catalogue.repository';
import { parseFields, requireFiles, textField, type MultipartForm, type UploadedFile } from '../../http/multipart';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';

/** The public cache is cleared once a change is committed: the admin's next read shows it. */
type Deps = { db: Database; storage: MediaStorage; events: Pick<ShopEvents, 'announce'> };

export const PRODUCT_FILE_LIMITS = { images: 8, sizeChart: 2 } as const;
const productFolder = (id: string) => `products/${id}/`;

async function assertImages(files: UploadedFile[]): Promise<void> {
  for (const file of files) await assertImage(file.buffer);
}

/** Stores the files (in order) and returns their rows; written keys are pushed to `written`. */
export async function storeAll(storage: MediaStorage, productId: string, kind: repo.ImageKind, files: UploadedFile[], written: string[]) {
  const rows: repo.NewProductImage[] = [];
  for (const [position, file] of files.entries()) {
    const id = crypto.randomUUID();
    const imageKey = await storeImage(storage, `${productFolder(productId)}${id}`, file.buffer);
    written.push(imageKey);
    rows.push({ id, productId, kind, imageKey, position });
  }
  return rows;
}

async function present(db: Database, storage: MediaStorage, id: string): Promise<ProductAnswer> {
  const product = await repo.findProduct(db, id);
  if (!product) throw notFound((t) => t.product.notFound);
  return presentProduct(storage, product);
}

export async function createProduct({ db, storage, events }: Deps, categoryId: string, form: MultipartForm): Promise<ProductAnswer> {
  const bodyCategoryId = textField(form, 'categoryId');
  if (bodyCategoryId && bodyCategoryId !== categoryId) throw badRequest((t) => t.api.http.invalidField('categoryId', t.api.catalog.categoryIdMismatch));
  const payload = parseFields(productCreateSchema, form.fields);
  const images = requireFiles(form, 'images', (t) => t.productAdmin.imagesRequired);
  const sizeChart = requireFiles(form, 'sizeChart', (t) => t.productAdmin.sizeChartRequired);
  if (!payload.availableSizes.includes(payload.size)) throw badRequest((t) => t.api.http.invalidField('size', t.api.catalog.defaultSizeNotAvailable(payload.size)));
  const stray = payload.sizeStock.find((entry) => !payload.availableSizes.includes(entry.size));
  if (stray) throw badRequest((t) => t.api.http.invalidField('sizeStock', t.api.catalog.sizeNotSelected(stray.size)));
  if (!(await repo.findCategory(db, categoryId))) throw notFound((t) => t.catalog.categoryNotFound);
  await assertImages([...images, ...sizeChart]);

  const id = crypto.randomUUID();
  const pricePiastres = toPiastres(payload.price);
  // Checking a size offers it with quantity 0 until sizeStock says otherwise.
  const sizes = payload.availableSizes.map((size) => ({
    productId: id,
    size,
    quantity: payload.sizeStock.find((entry) => entry.size === size)?.quantity ?? 0,
  }));
  try {
    const written: string[] = [];
    const imageRows = [...(await storeAll(storage, id, 'gallery', images, written)), ...(await storeAll(storage, id, 'size-chart', sizeChart, written))];
    await db.transaction(async (tx) => {
      await repo.insertProducts(
        tx,
        [
          {
            id,
            categoryId,
            title: payload.title,
            description: payload.description,
            titleAr: payload.titleAr ?? null,
            descriptionAr: payload.descriptionAr ?? null,
            pricePiastres,
            discountPercent: payload.discount,
            finalPricePiastres: finalPricePiastres(pricePiastres, payload.discount),
            defaultSize: payload.size,
          },
        ],
        sizes,
        imageRows,
      );
      await auditProduct(tx, 'create', id, { title: payload.title, titleAr: payload.titleAr }, null, {
        ...productForLog({ categoryId, title: payload.title, description: payload.description, titleAr: payload.titleAr ?? null, descriptionAr: payload.descriptionAr ?? null, pricePiastres, discountPercent: payload.discount, finalPricePiastres: finalPricePiastres(pricePiastres, payload.discount), defaultSize: payload.size, sizes }),
        pictures: images.length,
      });
    });
  } catch (error) {
    await storage.removePrefix(productFolder(id));
    // The category was deleted while the files were written.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound((t) => t.catalog.categoryNotFound);
    throw error;
  }
  events.announce({ kind: 'catalogue' });
  return present(db, storage, id);
}

async function productInCategory(db: Database, productId: string, categoryId: string): Promise<repo.ProductRecord> {
  const product = await repo.findProduct(db, productId);
  if (!product) throw notFound((t) => t.product.notFound);
  if (product.categoryId !== categoryId) throw notFound((t) => t.api.catalog.productNotInCategory);
  return product;
}

/** New `images` replace the gallery and a new `sizeChart` the chart; without them they stay. */
export async function updateProduct({ db, storage, events }: Deps, productId: string, categoryId: string, form: MultipartForm): Promise<ProductAnswer> {
  const product = await productInCategory(db, productId, categoryId);
  const payload = parseFields(productUpdateSchema, form.fields);
  const images = form.files.images ?? [];
  const sizeChart = form.files.sizeChart ?? [];
  await assertImages([...images, ...sizeChart]);

  const sizes = SIZES.flatMap((size) => payload.sizeStock.filter((entry) => entry.size === size));
  if (sizes.length === 0) throw badRequest((t) => t.api.http.invalidField('sizeStock', t.productAdmin.selectAtLeastOneSize));
  const offered = new Set<Size>(sizes.map((entry) => entry.size));
  const defaultSize =
    product.defaultSize && offered.has(product.defaultSize)
      ? product.defaultSize
      : (sizes.find((entry) => entry.quantity > 0)?.size ?? sizes[0]?.size ?? null);
  const pricePiastres = toPiastres(payload.price);
  const written: string[] = [];
  const replaced = product.images.filter((image) => (image.kind === 'gallery' ? images.length > 0 : sizeChart.length > 0));
  try {
    const newRows = [...(await storeAll(storage, productId, 'gallery', images, written)), ...(await storeAll(storage, productId, 'size-chart', sizeChart, written))];
    await db.transaction(async (tx) => {
      await repo.updateProduct(tx, productId, {
        title: payload.title,
        description: payload.description,
        // Absent from a client that does not know them: the stored Arabic stays.
        ...(payload.titleAr !== undefined ? { titleAr: payload.titleAr } : {}),
        ...(payload.descriptionAr !== undefined ? { descriptionAr: payload.descriptionAr } : {}),
        pricePiastres,
        discountPercent: payload.discount,
        finalPricePiastres: finalPricePiastres(pricePiastres, payload.discount),
        defaultSize,
      });
      await repo.replaceSizes(tx, productId, sizes);
      await repo.deleteImages(tx, productId, [...(images.length ? ['gallery' as const] : []), ...(sizeChart.length ? ['size-chart' as const] : [])]);
      await repo.insertImages(tx, newRows);
      const after = productForLog({
        title: payload.title,
        description: payload.description,
        ...(payload.titleAr !== undefined ? { titleAr: payload.titleAr } : {}),
        ...(payload.descriptionAr !== undefined ? { descriptionAr: payload.descriptionAr } : {}),
        pricePiastres,
        discountPercent: payload.discount,
        finalPricePiastres: finalPricePiastres(pricePiastres, payload.discount),
        defaultSize,
        sizes,
      });
      await auditProduct(tx, 'update', productId, { title: payload.title, titleAr: payload.titleAr !== undefined ? payload.titleAr : product.titleAr }, productForLog(product), {
        ...after,
        ...(images.length ? { pictures: `${images.length} new` } : {}),
        ...(sizeChart.length ? { sizeChart: 'new' } : {}),
      });
    });
    events.announce({ kind: 'catalogue' });
  } catch (error) {
    await Promise.all(written.map((key) => storage.removePrefix(variantPrefixOf(key))));
    throw error;
  }
  await Promise.all(replaced.map((image) => storage.removePrefix(variantPrefixOf(image.key))));
  return present(db, storage, productId);
}

/**
 * Cart lines go with the product; order lines keep their snapshot (product_id becomes null),
 * and so does the picture that snapshot shows: its files stay, every other file goes.
 */
export async function deleteProduct({ db, storage, events }: Deps, productId: string, categoryId: string): Promise<void> {
  const product = await productInCategory(db, productId, categoryId);
  const ordered = new Set(await repo.orderedImageUrls(db, productId));
  await db.transaction(async (tx) => {
    await repo.deleteProduct(tx, productId);
    const before = productForLog(product);
    await auditProduct(tx, 'delete', productId, product, before, Object.fromEntries(Object.keys(before).map((field) => [field, null])));
  });
  events.announce({ kind: 'catalogue' });
  const kept = product.images.filter((image) => ordered.has(storage.publicUrl(image.key)));
  if (kept.length === 0) {
    await storage.removePrefix(productFolder(productId));
    return;
  }
  const gone = product.images.filter((image) => !kept.includes(image));
  await Promise.all(gone.map((image) => storage.removePrefix(variantPrefixOf(image.key))));
}
