import type { ReactNode } from 'react';
import type { ProductListFilters } from '../../../../shared/catalogue-list-url';
import { messages } from '../../../../shared/messages';
import { CatalogMessage } from '../../../components/catalog/catalog-message';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-grid';
import { LoadMore } from '../../../components/ui/load-more';
import { useProductList } from '../../../lib/product-list';
import { clearedFilters, ListFilters } from './list-filters';

const t = messages.productList;

type ProductListViewProps = {
  filters: ProductListFilters;
  setFilters: (next: ProductListFilters) => void;
  /** The page's heading; given the total once it is known. */
  heading: (total: number | undefined) => ReactNode;
  /** What an empty list with no filters says (a filtered empty list offers to clear them). */
  empty: ReactNode;
};

/**
 * A product list 24 at a time with "Load more", its sort and filters in the URL. The loaded
 * pages stay in the query cache, so Back from a product shows the same cards at once and the
 * layout's scroll restoration can put the shopper back where they were.
 */
export function ProductListView({ filters, setFilters, heading, empty }: ProductListViewProps) {
  const list = useProductList(filters);
  if (list.isError && !list.data) console.error('Failed to fetch products', list.error);
  const pages = list.data?.pages ?? [];
  const products = pages.flatMap((page) => page.products);
  const first = pages[0];
  const filtered = products.length === 0 && (filters.size || filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.onSale || filters.inStock);
  return (
    <>
      {heading(first?.total)}
      <ListFilters filters={filters} facets={first?.facets} onChange={setFilters} />
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : !first ? (
        <CatalogMessage tone="error">{messages.catalog.productsFetchFailed}</CatalogMessage>
      ) : products.length === 0 ? (
        filtered ? (
          <div role="status" className="flex flex-col items-center gap-5 rounded-xl bg-gray-50 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-gray-800">{t.noMatches}</p>
            <button
              type="button"
              onClick={() => setFilters(clearedFilters(filters))}
              className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-gray-800"
            >
              {t.clearFilters}
            </button>
          </div>
        ) : (
          empty
        )
      ) : (
        <>
          <ProductGrid products={products} priorityCount={2} cardHeading="h2" />
          <LoadMore list={list} shown={products.length} total={first.total} />
        </>
      )}
    </>
  );
}
