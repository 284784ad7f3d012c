import { messages } from '../../../../shared/messages';
import { CatalogMessage, PageHeading } from '../../../components/catalog/catalog-message';
import { CategoryGrid, CategoryGridSkeleton } from '../../../components/catalog/category-grid';
import { useCategorySummaries } from '../../../lib/product-list';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';

export function Component() {
  useDocumentTitle(pageMeta().allCategories.title, pageMeta().allCategories.description);
  const categories = useCategorySummaries();
  if (categories.isError) console.error('Failed to fetch categories', categories.error);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageHeading title={messages.shop.ourCategories} />
      {categories.isPending ? (
        <CategoryGridSkeleton count={6} layout="page" />
      ) : categories.isError ? (
        <CatalogMessage tone="error">{messages.catalog.categoriesFetchFailed}</CatalogMessage>
      ) : categories.data.length === 0 ? (
        <CatalogMessage>{messages.categoryAdmin.noCategories}</CatalogMessage>
      ) : (
        <CategoryGrid categories={categories.data} priorityCount={2} layout="page" />
      )}
    </section>
  );
}
