import { PRODUCT_PAGE_SIZE } from './product-list-options';
import type { ProductListQuery } from './schemas/catalogue-listing';

/** What a shopper chooses on a product list: everything but the page. */
export type ProductListFilters = Omit<ProductListQuery, 'page' | 'pageSize'>;

// One order and no default values: the storefront's URL, the client's API call and the
// server's early-data preload (src/server/plugins/storefront-html.ts) write the same list the
// same way, so the preloaded answer is found by its URL and a shared link stays short.
const FILTER_ORDER = ['category', 'q', 'size', 'minPrice', 'maxPrice', 'inStock', 'onSale', 'sort'] as const;

/**
 * The list's query as URL parameters, in a fixed order, without defaults (page 1, 24 a page,
 * newest; a search's default order is its best matches, so there `newest` is written).
 */
export function productListParams(query: Partial<ProductListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_ORDER) {
    const value = query[key];
    if (value === undefined || value === false || value === '' || (key === 'sort' && value === 'newest' && !query.q)) continue;
    params[key] = value === true ? 'true' : String(value);
  }
  if (query.page !== undefined && query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== undefined && query.pageSize !== PRODUCT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** `/products?…` under the API base: the path the client asks for this query. */
export function productListApiPath(query: Partial<ProductListQuery>): string {
  const search = new URLSearchParams(productListParams(query)).toString();
  return search ? `/products?${search}` : '/products';
}

/** How many filters (not the sort) narrow the list: 0 means "clear filters" has nothing to clear. */
export function activeFilterCount(filters: Partial<ProductListFilters>): number {
  return (['size', 'minPrice', 'maxPrice', 'inStock', 'onSale'] as const).filter((key) => filters[key] !== undefined && filters[key] !== false).length;
}
