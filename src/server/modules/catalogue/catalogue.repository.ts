import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, orderLines, productImages, productSizes, products } from '../../db/schema/index';
import type { Size } from '../../../shared/sizes';

export type CategoryRecord = { id: string; name: string; nameAr: string | null; imageKey: string };
export type ImageKind = 'gallery' | 'size-chart';
export type ProductImageRecord = { id: string; kind: ImageKind; key: string; position: number };
export type ProductRecord = {
  id: string;
  categoryId: string;
  title: string;
  description: string;
  titleAr: string | null;
  descriptionAr: string | null;
  pricePiastres: number;
  discountPercent: number;
  finalPricePiastres: number;
  defaultSize: Size | null;
  sizes: { size: Size; quantity: number }[];
  images: ProductImageRecord[];
};

/** The Arabic texts are optional on the way in: a row without them shows its English on Arabic pages. */
type ArabicOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
export type NewCategory = ArabicOptional<CategoryRecord, 'nameAr'> & { createdAt?: Date };
export type ProductFields = ArabicOptional<Omit<ProductRecord, 'sizes' | 'images'>, 'titleAr' | 'descriptionAr'> & { createdAt?: Date };

const categoryColumns = { id: categories.id, name: categories.name, nameAr: categories.nameAr, imageKey: categories.imageKey };

/** Every category, oldest first: a query, awaited for its rows or handed to fingerprintOf. */
export function listCategories(db: DbOrTx) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRecord | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategoryByName(db: DbOrTx, name: string): Promise<CategoryRecord | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(sql`lower(${categories.name}) = lower(${name})`);
  return row;
}

export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}

export async function countProductsInCategory(db: DbOrTx, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

/** A product's own columns, as ProductRecord names them (its sizes and images are read beside them). */
const productFields = {
  id: products.id,
  categoryId: products.categoryId,
  title: products.title,
  description: products.description,
  titleAr: products.titleAr,
  descriptionAr: products.descriptionAr,
  pricePiastres: products.pricePiastres,
  discountPercent: products.discountPercent,
  finalPricePiastres: products.finalPricePiastres,
  defaultSize: sql<Size | null>`${products.defaultSize}`,
};

/**
 * Products with their sizes and images in ONE query: the per-product lists are aggregated by
 * the database (json_agg grouped by product, joined once), so a listing costs one round trip
 * however many products it shows. For the demo catalogue on a busy 2-core machine: 8 ms on
 * PGlite and 4 ms on PostgreSQL, against 22-25 ms and 6 ms with a correlated subquery per row.
 * A query: awaited for its rows or handed to fingerprintOf.
 */
export function listProducts(db: DbOrTx, where?: SQL) {
  const sizes = db
    .select({
      productId: productSizes.productId,
      // Distinct alias names: Drizzle refers to them unqualified in the outer select.
      sizeList: sql<ProductRecord['sizes']>`json_agg(json_build_object('size', ${productSizes.size}, 'quantity', ${productSizes.quantity}))`.as('size_list'),
    })
    .from(productSizes)
    .groupBy(productSizes.productId)
    .as('sizes');
  const images = db
    .select({
      productId: productImages.productId,
      imageList: sql<ProductImageRecord[]>`json_agg(json_build_object('id', ${productImages.id}, 'kind', ${productImages.kind},
        'key', ${productImages.imageKey}, 'position', ${productImages.position})
        order by ${productImages.kind}, ${productImages.position}, ${productImages.createdAt})`.as('image_list'),
    })
    .from(productImages)
    .groupBy(productImages.productId)
    .as('images');
  const query = db
    .select({
      ...productFields,
      sizes: sql<ProductRecord['sizes']>`coalesce(${sizes.sizeList}, '[]'::json)`,
      images: sql<ProductImageRecord[]>`coalesce(${images.imageList}, '[]'::json)`,
    })
    .from(products)
    .leftJoin(sizes, eq(sizes.productId, products.id))
    .leftJoin(images, eq(images.productId, products.id));
  return (where ? query.where(where) : query).orderBy(desc(products.createdAt), desc(products.id));
}

/**
 * The catalogue's version: catalogue_version_seq, moved on by triggers at the commit of every
 * change to categories, products, sizes or images (migration 0015). One row to read, however
 * large the catalogue, where comparing the listings themselves cost 1.4 s at 20,000 products.
 */
export async function catalogueVersion(db: DbOrTx): Promise<string> {
  const result = await db.execute(sql`select last_value::text || ':' || is_called::text as version from catalogue_version_seq`);
  return (result as unknown as { rows: Array<{ version: string }> }).rows[0]!.version;
}


/**
 * One page of product ids, newest first (as listProducts orders them), after the cursor of the
 * previous page: keyset pages stay an index range however deep the catalogue goes. The cursor
 * is created_at as text, since a JS Date drops its microseconds.
 */
export async function productIdPage(
  db: DbOrTx,
  options: { categoryId?: string; after: { at: string; id: string } | null; limit: number },
): Promise<Array<{ id: string; cursorAt: string }>> {
  return db
    .select({ id: products.id, cursorAt: sql<string>`${products.createdAt}::text` })
    .from(products)
    .where(
      and(
        options.categoryId ? eq(products.categoryId, options.categoryId) : undefined,
        options.after ? sql`(${products.createdAt}, ${products.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(options.limit);
}

/** The first card of a default product list (newest first): of one category, or of the whole catalogue. */
export async function newestProduct(db: DbOrTx, categoryId?: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(categoryId ? eq(products.categoryId, categoryId) : undefined)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(1);
  return row ? findProduct(db, row.id) : undefined;
}

export async function findProduct(db: DbOrTx, id: string): Promise<ProductRecord | undefined> {
  const [row] = await productsByIds(db, [id]);
  return row;
}

/**
 * These products with their sizes and images, in the order of `ids`. Correlated subqueries:
 * for a page (or one product) they read only those products' rows, where the grouped joins of
 * listProducts aggregate the whole catalogue first.
 */
export async function productsByIds(db: DbOrTx, ids: string[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...productFields,
      // Written out with table names: Drizzle leaves columns unqualified in a one-table
      // select, and an unqualified "id" inside the subquery would be the image's own id.
      sizes: sql<ProductRecord['sizes']>`coalesce((select json_agg(json_build_object('size', ps.size, 'quantity', ps.quantity))
        from ${productSizes} ps where ps.product_id = ${sql.raw('"products"."id"')}), '[]'::json)`,
      images: sql<ProductImageRecord[]>`coalesce((select json_agg(json_build_object('id', pi.id, 'kind', pi.kind, 'key', pi.image_key, 'position', pi.position)
        order by pi.kind, pi.position, pi.created_at)
        from ${productImages} pi where pi.product_id = ${sql.raw('"products"."id"')}), '[]'::json)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}


/** The stock of one size; undefined when the product does not offer it. */
export async function sizeQuantity(db: DbOrTx, productId: string, size: Size): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row?.quantity;
}

export async function productExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

export async function insertCategories(db: DbOrTx, rows: NewCategory[]): Promise<void> {
  if (rows.length) await db.insert(categories).values(rows);
}

export async function updateCategory(db: DbOrTx, id: string, fields: { name: string; nameAr: string | null; imageKey?: string }): Promise<void> {
  await db
    .update(categories)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export type NewProductImage = { id: string; productId: string; kind: ImageKind; imageKey: string; position: number };

/** Inserts products with their sizes and images: three statements whatever the count. */
export async function insertProducts(
  db: DbOrTx,
  rows: ProductFields[],
  sizes: { productId: string; size: Size; quantity: number }[],
  images: NewProductImage[],
): Promise<void> {
  if (rows.length) await db.insert(products).values(rows);
  if (sizes.length) await db.insert(productSizes).values(sizes);
  if (images.length) await db.insert(productImages).values(images);
}

export async function updateProduct(db: DbOrTx, id: string, fields: Partial<Omit<ProductFields, 'id'>>): Promise<void> {
  await db
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Replaces the per-size stock of a product with exactly these sizes. */
export async function replaceSizes(db: DbOrTx, productId: string, sizes: { size: Size; quantity: number }[]): Promise<void> {
  await db.delete(productSizes).where(eq(productSizes.productId, productId));
  if (sizes.length) await db.insert(productSizes).values(sizes.map((entry) => ({ productId, ...entry })));
}

export async function deleteImages(db: DbOrTx, productId: string, kinds: ImageKind[]): Promise<void> {
  if (kinds.length) await db.delete(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.kind, kinds)));
}

export async function insertImages(db: DbOrTx, images: NewProductImage[]): Promise<void> {
  if (images.length) await db.insert(productImages).values(images);
}

/** Deletes the product; its sizes, images and cart lines cascade, order lines keep their snapshot. */
export async function deleteProduct(db: DbOrTx, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** The image URLs that order lines of this product keep in their snapshot. */
export async function orderedImageUrls(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ url: orderLines.imageUrl }).from(orderLines).where(eq(orderLines.productId, productId));
  return rows.map((row) => row.url);
}

/** A page of the sitemap: products oldest first (a stable order, so a file keeps its products as others are added), with when each last changed. */
export function productSitemapPage(db: DbOrTx, offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(offset)
    .limit(limit);
}

export async function countAllProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

export function categorySitemap(db: DbOrTx): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: categories.id, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
}
