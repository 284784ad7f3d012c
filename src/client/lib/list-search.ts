import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { productListParams, type ProductListFilters } from '../../shared/catalogue-list-url';
import { productListQuerySchema } from '../../shared/schemas/catalogue-listing';

// Only the list pages import this module: it brings zod, which the home page and the header do without.

/**
 * The list's filters and sort as the URL says them, read with the same schema the server
 * validates with. A parameter that does not parse (an old or hand-edited link) is dropped,
 * not the whole list.
 */
export function parseListSearch(search: URLSearchParams): ProductListFilters {
  const raw: Record<string, string> = Object.fromEntries(search);
  delete raw.page;
  delete raw.pageSize;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const parsed = productListQuerySchema.safeParse(raw);
    if (parsed.success) {
      const { page: _page, pageSize: _pageSize, ...filters } = parsed.data;
      return filters;
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { q: undefined, minPrice: undefined, maxPrice: undefined, inStock: false, onSale: false };
}

/**
 * The filters in the URL, and a way to change them. `fixed` are the ones the page's path
 * gives (the category of /subCategory/:id): they are not written twice. A change replaces the history entry, so Back leaves the list instead of stepping
 * through every filter tried.
 */
export function useListFilters(fixed: Partial<ProductListFilters> = {}) {
  const [search, setSearch] = useSearchParams();
  const fixedKey = JSON.stringify(fixed);
  const searchKey = search.toString();
  const filters = useMemo(
    () => ({ ...parseListSearch(new URLSearchParams(searchKey)), ...(JSON.parse(fixedKey) as Partial<ProductListFilters>) }),
    [searchKey, fixedKey],
  );
  const setFilters = useCallback(
    (next: Partial<ProductListFilters>) => {
      // The path's own filters (the category of /subCategory/:id) are not repeated in the query.
      const unset = Object.fromEntries(Object.keys(JSON.parse(fixedKey) as object).map((key) => [key, undefined]));
      setSearch(productListParams({ ...next, ...unset }), { replace: true, preventScrollReset: true });
    },
    [setSearch, fixedKey],
  );
  return { filters, setFilters };
}
