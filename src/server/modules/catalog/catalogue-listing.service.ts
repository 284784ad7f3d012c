/** The storefront's product pages and category summaries (issue 17): reads only, cached by the routes. */
import type { CategorySummaryAnswer, ProductPageAnswer } from '../../../shared/contract/catalogue-listing';
import { toPounds } from '../../../shared/money';
import { SIZES } from '../../../shared/sizes';
import type { ProductListQuery } from '../../../shared/schemas/catalogue-listing';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory, presentProduct } from './catalog.presenter';
import { fingerprintOf } from './catalog.repository';
import * as repo from './catalogue-listing.repository';

type Deps = { db: Database; storage: MediaStorage };

export async function productPage({ db, storage }: Deps, query: ProductListQuery): Promise<ProductPageAnswer> {
  const [products, counts] = await Promise.all([repo.productPage(db, query), repo.listingCounts(db, query)]);
  const sizes = [...counts.sizes].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
  return {
    products: products.map((product) => presentProduct(storage, product)),
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: { sizes, price: counts.price && { min: toPounds(counts.price.min), max: toPounds(counts.price.max) } },
  };
}

/** Changes whenever productPage's answer would: the page's rows and its counts, hashed by the database. */
export function productPageFingerprint({ db }: Pick<Deps, 'db'>, query: ProductListQuery): Promise<string> {
  return fingerprintOf(db, [repo.productPageQuery(query), repo.listingCountsQuery(query)]);
}

export async function categorySummaries({ db, storage }: Deps): Promise<CategorySummaryAnswer[]> {
  const categories = await repo.categorySummaries(db);
  return categories.map((category) => ({ ...presentCategory(storage, category), productCount: category.productCount }));
}

export function categorySummariesFingerprint({ db }: Pick<Deps, 'db'>): Promise<string> {
  return fingerprintOf(db, [repo.categorySummariesQuery]);
}

/**
 * The cache key of a listing: the parsed query in a fixed order, so `?page=1&sort=newest`
 * and no query at all share one entry.
 */
export function productPageKey(query: ProductListQuery): string {
  const { category, q, size, minPrice, maxPrice, inStock, onSale, sort, page, pageSize } = query;
  return `products:${JSON.stringify([category ?? '', q ?? '', size ?? '', minPrice ?? '', maxPrice ?? '', inStock, onSale, sort ?? 'newest', page, pageSize])}`;
}
