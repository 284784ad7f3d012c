import { useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading, ProductCount } from '../../../components/catalog/catalog-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { useListFilters } from '../../../lib/list-search';
import { useCategorySummaries } from '../../../lib/product-list';
import { ProductListView } from '../components/product-list-view';
import { categoryName } from '../../../../shared/catalogue-text';

function HeadingSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 pb-6 sm:pb-8">
      <div className="h-4 w-24 rounded bg-gray-200" />
      <div className="h-9 w-56 rounded bg-gray-200 sm:h-10" />
      {/* The product count's line (ProductCount). */}
      <div className="h-5" />
    </div>
  );
}

export function Component() {
  const { categoryId = '' } = useParams();
  // The category's name from the category list and its products a page at a time, asked together.
  const categories = useCategorySummaries();
  const category = categories.data?.find((candidate) => candidate._id === categoryId);
  const { filters, setFilters } = useListFilters({ category: categoryId });
  const meta = category ? pageMeta().category(category) : undefined;
  useDocumentTitle(meta?.title ?? (categories.isPending ? messages.shop.shopAll : messages.catalog.categoryNotFound), meta?.description);
  if (categories.isError) console.error('Failed to fetch products', categories.error);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {categories.isError ? (
        <CatalogMessage tone="error">{messages.catalog.productsFetchFailed}</CatalogMessage>
      ) : categories.data && !category ? (
        <CatalogMessage>{messages.catalog.categoryNotFound}</CatalogMessage>
      ) : (
        <ProductListView
          filters={filters}
          setFilters={setFilters}
          heading={(total) =>
            category ? (
              <PageHeading eyebrow={messages.shop.ourCategories} title={categoryName(category)}>
                <ProductCount total={total} />
              </PageHeading>
            ) : (
              <HeadingSkeleton />
            )
          }
          empty={<CatalogMessage>{messages.catalog.noProductsInCategory}</CatalogMessage>}
        />
      )}
    </section>
  );
}
