/**
 * The product lists' sorts and page sizes, without zod: the storefront's home page and header
 * use them and must not download the schema library (the list pages parse their URL with
 * src/shared/schemas/catalogue-listing.ts, which re-exports these).
 */

/** How a product list may be ordered; `newest` first unless the shopper chooses. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A page of the storefront's product lists: 24 cards, and never more than 48 at once. */
export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 48;
