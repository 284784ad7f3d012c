import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { productListParams, type ProductListFilters } from '../../shared/catalogue-list-url';
import type { CategorySummaryAnswer, ProductPageAnswer } from '../../shared/contract/catalogue-listing';
import { PRODUCT_PAGE_SIZE } from '../../shared/product-list-options';
import type { ProductListSearch } from '../../shared/schemas/catalogue-listing';
import { callApi, endpoints } from './api-client';
import { catalogueQueryKey } from './catalogue';

export type CategorySummary = CategorySummaryAnswer;
export type ProductPage = ProductPageAnswer;

/** Every category with its product count, without the products (/api/categories). */
export function useCategorySummaries() {
  return useQuery({
    queryKey: [...catalogueQueryKey, 'categories'],
    queryFn: async ({ signal }) => (await callApi(endpoints.catalogue.categorySummaries, { anonymous: true, signal })).categories,
  });
}

/**
 * A product list a page at a time. The pages stay in TanStack Query's cache, so Back to the
 * list shows every page the shopper had loaded, at once, and the scroll position can return.
 */
export function useProductList(filters: Partial<ProductListFilters>, pageSize = PRODUCT_PAGE_SIZE) {
  const params = productListParams({ ...filters, pageSize });
  return useInfiniteQuery({
    queryKey: [...catalogueQueryKey, 'products', params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.catalogue.productPage, {
        // The canonical order: the first page's URL is the one the server preloads.
        query: productListParams({ ...filters, pageSize, page: pageParam }) as ProductListSearch,
        anonymous: true,
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** One page of a list, for a section that shows a few products and links to the whole list (the home page). */
export function useProductPage(query: Partial<ProductListFilters> & { pageSize?: number }, enabled = true) {
  const params = productListParams(query);
  return useQuery({
    queryKey: [...catalogueQueryKey, 'product-page', params],
    queryFn: ({ signal }) => callApi(endpoints.catalogue.productPage, { query: params as ProductListSearch, anonymous: true, signal }),
    enabled,
  });
}
