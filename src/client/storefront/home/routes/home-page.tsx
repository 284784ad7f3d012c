import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_SUMMER_GRID } from '../../../../shared/demo-catalogue';
import { messages } from '../../../../shared/messages';
import { CatalogMessage } from '../../../components/catalog/catalog-message';
import { CategoryGrid, CategoryGridSkeleton } from '../../../components/catalog/category-grid';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-grid';
import { useCategorySummaries, useProductPage } from '../../../lib/product-list';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { usePageIdle } from '../../../lib/when-idle';
import { paths } from '../../../paths';
import { Hero } from '../components/hero';
import { WelcomeBanner } from '../components/welcome-banner';

// Below the fold: the carousel library loads once the page is idle.
const PromoSlider = lazy(() => import('../components/promo-slider'));
// Slide height + the dots row, so the lazily loaded slider lands in a box of its own size.
const SLIDER_BOX = 'h-[19.75rem] sm:h-[27.75rem]';

export function Component() {
  useDocumentTitle(pageMeta().home.title, pageMeta().home.description);
  // Only what the page shows: the categories (no products) and the summer collection's first
  // cards, both started by the server's early-data script (src/server/plugins/storefront-html.ts).
  const categories = useCategorySummaries();
  const summerPage = useProductPage(HOME_SUMMER_GRID);
  if (categories.isError) console.error('Failed to fetch categories', categories.error);
  if (summerPage.isError) console.error('Failed to fetch products', summerPage.error);
  // The summer collection, or the newest of all when that category is gone or empty.
  const summerMissing = summerPage.isError || summerPage.data?.total === 0;
  const newest = useProductPage({ pageSize: HOME_SUMMER_GRID.pageSize }, summerMissing);
  const summerList = summerMissing ? newest : summerPage;
  const summer = summerList.data?.products ?? [];
  const idle = usePageIdle();

  return (
    <>
      <WelcomeBanner />
      <Hero featured={summer} />
      <HomeSection title={messages.shop.ourCategories} link={{ to: paths.allCategories, label: messages.shop.viewAll }}>
        {categories.isPending ? (
          <CategoryGridSkeleton count={4} />
        ) : categories.isError ? (
          <CatalogMessage tone="error">{messages.catalog.categoriesFetchFailed}</CatalogMessage>
        ) : (
          <CategoryGrid categories={categories.data.slice(0, 4)} priorityCount={2} />
        )}
      </HomeSection>
      <HomeSection title={messages.shop.summerCollection} link={{ to: paths.collections, label: messages.shop.shopAll }}>
        {summerList.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : summerList.isError ? (
          <CatalogMessage tone="error">{messages.catalog.productsFetchFailed}</CatalogMessage>
        ) : (
          <ProductGrid products={summer} />
        )}
      </HomeSection>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <Suspense fallback={<div className={`${SLIDER_BOX} rounded-2xl bg-gray-100`} />}>
          <div className={`${SLIDER_BOX}`}>{idle ? <PromoSlider categories={categories.data ?? []} /> : <div className="h-full rounded-2xl bg-gray-100" />}</div>
        </Suspense>
      </div>
    </>
  );
}

function HomeSection({ title, link, children }: { title: string; link: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <Link to={link.to} className="shrink-0 text-sm font-semibold underline underline-offset-4 hover:text-brand-dark">
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
