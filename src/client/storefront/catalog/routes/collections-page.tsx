import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading } from '../../../components/catalog/catalog-message';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-grid';
import { allProducts, useCategoriesWithProducts } from '../../../lib/catalogue';
import { useDocumentTitle } from '../../../lib/document-title';

export function Component() {
  useDocumentTitle(messages.shop.summerCollection, 'Shop the whole summer collection: dresses, shirts and essentials, cash on delivery across Egypt.');
  const categories = useCategoriesWithProducts();
  if (categories.isError) console.error('Failed to fetch products', categories.error);
  const products = categories.data ? allProducts(categories.data) : [];
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageHeading eyebrow={messages.shop.shopAll} title={messages.shop.summerCollection}>
        {categories.data && <p className="text-sm text-gray-600">{messages.shop.pieces(products.length)}</p>}
      </PageHeading>
      {categories.isPending ? (
        <ProductGridSkeleton />
      ) : categories.isError ? (
        <CatalogMessage tone="error">{messages.catalog.productsFetchFailed}</CatalogMessage>
      ) : products.length === 0 ? (
        <CatalogMessage>{messages.catalog.noProductsInCategory}</CatalogMessage>
      ) : (
        <ProductGrid products={products} priorityCount={2} cardHeading="h2" />
      )}
    </section>
  );
}
