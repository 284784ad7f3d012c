/**
 * The storefront's product lists at any catalogue size: one query for a page of ids (filters,
 * sorting, search ranking, limit), one that loads just those products with their sizes and
 * images (productsByIds in catalogue.repository.ts), and aggregate queries for the total and the
 * facets. The aggregates read every matching product, so the service keeps their result per
 * list (whatever the page or order) and a page's own cost stays that of its 24 products.
 */
import { and, asc, count, desc, eq, gt, lte, gte, max, min, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema/index';
import type { ProductListQuery } from '../../../shared/schemas/catalogue-listing';
import { normalizeSearchText } from '../../../shared/search-text';
import { toPiastres } from '../../../shared/money';
import type { Size } from '../../../shared/sizes';
import type { CategoryRecord } from './catalogue.repository';

/** Which filter a facet leaves out, so it shows what else the shopper could choose. */
type FacetOf = 'size' | 'price';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function inStockIn(size?: Size): SQL {
  // Table names written out: Drizzle leaves columns unqualified in a one-table select.
  return sql`exists (select 1 from ${productSizes} ps where ps.product_id = ${sql.raw('"products"."id"')}
    and ps.quantity > 0 ${size ? sql`and ps.size = ${size}` : sql``})`;
}

/**
 * How a search matches: `contains` finds the folded query inside the folded text (partial
 * words); `similar` finds text close enough by trigrams for a typo (`<%`: word similarity at
 * pg_trgm's threshold, 0.6). Similarity has to be worked out for every product that shares a
 * trigram with the query (most of a catalogue, for a common word), about twenty times the cost
 * of finding a substring, so a search uses it only when no product contains what was typed
 * (`searchMatchOf`).
 */
export type SearchMatch = 'contains' | 'similar';

function matchesSearch(q: string, match: SearchMatch): SQL {
  const folded = normalizeSearchText(q);
  return match === 'contains' ? sql`${products.searchText} like ${`%${escapeLike(folded)}%`}` : sql`${folded} <% ${products.searchText}`;
}

/** `contains` when some product holds the search's text, else `similar` (a typo, or words in another order). */
export async function searchMatchOf(db: DbOrTx, q: string): Promise<SearchMatch> {
  const [row] = await db.select({ id: products.id }).from(products).where(matchesSearch(q, 'contains')).limit(1);
  return row ? 'contains' : 'similar';
}

function conditions(query: ProductListQuery, match: SearchMatch, leaveOut?: FacetOf): SQL | undefined {
  const parts: SQL[] = [];
  if (query.category) parts.push(eq(products.categoryId, query.category));
  if (query.q) parts.push(matchesSearch(query.q, match));
  if (query.size && leaveOut !== 'size') parts.push(inStockIn(query.size));
  if (query.minPrice !== undefined && leaveOut !== 'price') parts.push(gte(products.finalPricePiastres, toPiastres(query.minPrice)));
  if (query.maxPrice !== undefined && leaveOut !== 'price') parts.push(lte(products.finalPricePiastres, toPiastres(query.maxPrice)));
  if (query.inStock) parts.push(inStockIn());
  if (query.onSale) parts.push(gt(products.discountPercent, 0));
  return parts.length > 0 ? and(...parts) : undefined;
}

function ordering(query: ProductListQuery): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  if (!query.sort && query.q) return [sql`word_similarity(${normalizeSearchText(query.q)}, ${products.searchText}) desc`, ...newest];
  switch (query.sort ?? 'newest') {
    case 'price-asc':
      return [asc(products.finalPricePiastres), ...newest];
    case 'price-desc':
      return [desc(products.finalPricePiastres), ...newest];
    case 'discount':
      return [desc(products.discountPercent), ...newest];
    default:
      return newest;
  }
}

/** The ids of one page, in the list's order. */
export async function pageOfProductIds(db: DbOrTx, query: ProductListQuery, match: SearchMatch): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(conditions(query, match))
    .orderBy(...ordering(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((row) => row.id);
}

export async function countProducts(db: DbOrTx, query: ProductListQuery, match: SearchMatch): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(conditions(query, match));
  return row?.total ?? 0;
}

/** How many of the matching products (the size filter left out) have each size in stock. */
export async function sizeFacet(db: DbOrTx, query: ProductListQuery, match: SearchMatch): Promise<Array<{ size: Size; count: number }>> {
  const rows = await db
    .select({ size: productSizes.size, count: count() })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(gt(productSizes.quantity, 0), conditions(query, match, 'size')))
    .groupBy(productSizes.size);
  return rows;
}

/** The lowest and highest final price among the matching products (the price filter left out), in piastres. */
export async function priceFacet(db: DbOrTx, query: ProductListQuery, match: SearchMatch): Promise<{ min: number; max: number } | null> {
  const [row] = await db
    .select({ min: min(products.finalPricePiastres), max: max(products.finalPricePiastres) })
    .from(products)
    .where(conditions(query, match, 'price'));
  return row?.min == null || row.max == null ? null : { min: row.min, max: row.max };
}

/** Every category, oldest first, with how many products it holds. */
export async function categoriesWithCounts(db: DbOrTx): Promise<Array<CategoryRecord & { productCount: number }>> {
  const counts = db
    .select({ categoryId: products.categoryId, productCount: count().as('product_count') })
    .from(products)
    .groupBy(products.categoryId)
    .as('counts');
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameAr: categories.nameAr,
      imageKey: categories.imageKey,
      productCount: sql<number>`coalesce(${counts.productCount}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.createdAt), asc(categories.id));
}
