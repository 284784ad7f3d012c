import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading, ProductCount } from '../../../components/catalog/catalog-message';
import { CategoryGrid } from '../../../components/catalog/category-grid';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { useListFilters } from '../../../lib/list-search';
import { useCategorySummaries } from '../../../lib/product-list';
import { ProductListView } from '../components/product-list-view';

const t = messages.productList;

/** /search?q=: the same list, filters and sorting as /collections, for the words typed in the header. */
export function Component() {
  const { filters, setFilters } = useListFilters();
  const q = filters.q ?? '';
  useDocumentTitle(pageMeta().search(q).title, pageMeta().search(q).description);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {q ? (
        <ProductListView
          filters={filters}
          setFilters={setFilters}
          heading={(total) => (
            <PageHeading eyebrow={t.searchEyebrow} title={t.searchTitle(q)}>
              <ProductCount total={total} />
            </PageHeading>
          )}
          empty={<NoResults q={q} />}
        />
      ) : (
        <>
          <PageHeading title={t.searchTitle('')} />
          <CatalogMessage>{t.searchEmptyQuery}</CatalogMessage>
        </>
      )}
    </section>
  );
}

/** No product found: say so and offer the categories instead. */
function NoResults({ q }: { q: string }) {
  const categories = useCategorySummaries();
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="rounded-xl bg-gray-50 px-6 py-10 text-center">
        <p className="text-lg font-semibold text-gray-800">{t.noResults(q)}</p>
        <p className="pt-2 text-sm text-gray-600">{t.tryCategories}</p>
      </div>
      {categories.data && <CategoryGrid categories={categories.data.slice(0, 8)} layout="row" />}
    </div>
  );
}
