/** The storefront's product pages and category summaries (GET /products, GET /categories). */
import type { CategorySummaryAnswer, ProductPageAnswer } from '../../../shared/contract/catalogue-listing';
import { toPounds } from '../../../shared/money';
import type { ProductListQuery } from '../../../shared/schemas/catalogue-listing';
import { SIZES } from '../../../shared/sizes';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory, presentProduct } from './catalogue.presenter';
import { productsByIds } from './catalogue.repository';
import * as repo from './catalogue-listing.repository';

type Deps = { db: Database; storage: MediaStorage };

/**
 * What a list's filters give, whatever its page, order or page size: how its search matches,
 * its total and its facets. These read every matching product, so they are kept per list
 * (`listSummaryKey`): paging through a list or re-sorting it runs only the page's own query.
 */
export type ListSummary = { match: repo.SearchMatch; total: number; facets: NonNullable<ProductPageAnswer['facets']> };

async function listSummary(db: Database, query: ProductListQuery): Promise<ListSummary> {
  const match = query.q ? await repo.searchMatchOf(db, query.q) : 'contains';
  const [total, sizes, price] = await Promise.all([repo.countProducts(db, query, match), repo.sizeFacet(db, query, match), repo.priceFacet(db, query, match)]);
  return {
    match,
    total,
    facets: {
      sizes: sizes.sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)),
      price: price && { min: toPounds(price.min), max: toPounds(price.max) },
    },
  };
}

/** `summaries` keeps each list's summary (the public cache, revalidated like the answers built from it). */
export async function productPage(
  { db, storage }: Deps,
  query: ProductListQuery,
  summaries: (key: string, load: () => Promise<ListSummary>) => Promise<ListSummary>,
): Promise<ProductPageAnswer> {
  const { match, total, facets } = await summaries(listSummaryKey(query), () => listSummary(db, query));
  const products = await productsByIds(db, await repo.pageOfProductIds(db, query, match));
  return { products: products.map((product) => presentProduct(storage, product)), total, page: query.page, pageSize: query.pageSize, facets };
}

export async function categorySummaries({ db, storage }: Deps): Promise<CategorySummaryAnswer[]> {
  const categories = await repo.categoriesWithCounts(db);
  return categories.map((category) => ({ ...presentCategory(storage, category), productCount: category.productCount }));
}

/** What identifies a list, whatever its page or order: its filters, in a fixed order. */
const listFilters = ({ category, q, size, minPrice, maxPrice, inStock, onSale }: ProductListQuery) => [category, q, size, minPrice, maxPrice, inStock, onSale];

/**
 * The cache key of a product list: the parsed query in a fixed order, so `?sort=newest&page=1`
 * and `?page=1` share one entry.
 */
export function productPageKey(query: ProductListQuery): string {
  const { sort, page, pageSize, q } = query;
  return `products:${JSON.stringify([...listFilters(query), sort ?? (q ? 'relevance' : 'newest'), page, pageSize])}`;
}

/** The cache key of a list's summary: its filters alone. */
function listSummaryKey(query: ProductListQuery): string {
  return `products-summary:${JSON.stringify(listFilters(query))}`;
}
