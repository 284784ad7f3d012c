/** The storefront's product pages and category summaries (GET /products, GET /categories). */
import type { CategorySummaryAnswer, ProductPageAnswer } from '../../../shared/contract/catalogue-listing';
import { toPounds } from '../../../shared/money';
import type { ProductListQuery } from '../../../shared/schemas/catalogue-listing';
import { SIZES } from '../../../shared/sizes';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory, presentProduct } from './catalog.presenter';
import { productsByIds } from './catalog.repository';
import * as repo from './catalogue-listing.repository';

type Deps = { db: Database; storage: MediaStorage };

export async function productPage({ db, storage }: Deps, query: ProductListQuery): Promise<ProductPageAnswer> {
  const [ids, total, sizes, price] = await Promise.all([
    repo.pageOfProductIds(db, query),
    repo.countProducts(db, query),
    repo.sizeFacet(db, query),
    repo.priceFacet(db, query),
  ]);
  const products = await productsByIds(db, ids);
  return {
    products: products.map((product) => presentProduct(storage, product)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      sizes: sizes.sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size)),
      price: price && { min: toPounds(price.min), max: toPounds(price.max) },
    },
  };
}

export async function categorySummaries({ db, storage }: Deps): Promise<CategorySummaryAnswer[]> {
  const categories = await repo.categoriesWithCounts(db);
  return categories.map((category) => ({ ...presentCategory(storage, category), productCount: category.productCount }));
}

/**
 * The cache key of a product list: the parsed query in a fixed order, so `?sort=newest&page=1`
 * and `?page=1` share one entry.
 */
export function productPageKey(query: ProductListQuery): string {
  const { category, q, size, minPrice, maxPrice, inStock, onSale, sort, page, pageSize } = query;
  return `products:${JSON.stringify([category, q, size, minPrice, maxPrice, inStock, onSale, sort ?? (q ? 'relevance' : 'newest'), page, pageSize])}`;
}
