import { useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading } from '../../../components/catalog/catalog-message';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-grid';
import { useCategoriesWithProducts } from '../../../lib/catalogue';
import { useDocumentTitle } from '../../../lib/document-title';

export function Component() {
  const { categoryId = '' } = useParams();
  const categories = useCategoriesWithProducts();
  // The page finds its category in the with-products listing.
  const category = categories.data?.find((candidate) => candidate._id === categoryId);
  useDocumentTitle(
    category?.name ?? (categories.isPending ? messages.shop.shopAll : messages.catalog.categoryNotFound),
    category ? `Shop ${category.name}: ${messages.shop.pieces(category.products.length)}, cash on delivery across Egypt.` : undefined,
  );
  if (categories.isError) console.error('Failed to fetch products', categories.error);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {categories.isPending ? (
        <>
          <div aria-hidden="true" className="flex flex-col gap-2 pb-6 sm:pb-8">
            <div className="h-4 w-24 rounded bg-gray-200" />
            <div className="h-9 w-56 rounded bg-gray-200 sm:h-10" />
          </div>
          <ProductGridSkeleton />
        </>
      ) : categories.isError ? (
        <CatalogMessage tone="error">{messages.catalog.productsFetchFailed}</CatalogMessage>
      ) : !category ? (
        <CatalogMessage>{messages.catalog.categoryNotFound}</CatalogMessage>
      ) : (
        <>
          <PageHeading eyebrow={messages.shop.ourCategories} title={category.name}>
            <p className="text-sm text-gray-600">{messages.shop.pieces(category.products.length)}</p>
          </PageHeading>
          {category.products.length === 0 ? (
            <CatalogMessage>{messages.catalog.noProductsInCategory}</CatalogMessage>
          ) : (
            <ProductGrid products={category.products} priorityCount={2} cardHeading="h2" />
          )}
        </>
      )}
    </section>
  );
}
