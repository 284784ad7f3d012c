import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading, ProductCount } from '../../../components/catalog/catalog-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { useListFilters } from '../../../lib/list-search';
import { ProductListView } from '../components/product-list-view';

export function Component() {
  useDocumentTitle(pageMeta().collections.title, pageMeta().collections.description);
  const { filters, setFilters } = useListFilters();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ProductListView
        filters={filters}
        setFilters={setFilters}
        heading={(total) => (
          <PageHeading eyebrow={messages.shop.shopAll} title={messages.shop.summerCollection}>
            <ProductCount total={total} />
          </PageHeading>
        )}
        empty={<CatalogMessage>{messages.catalog.noProductsInCategory}</CatalogMessage>}
      />
    </section>
  );
}
