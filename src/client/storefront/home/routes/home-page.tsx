import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SUMMER_COLLECTION_CATEGORY_ID } from '../../../../shared/demo-catalogue';
import { messages } from '../../../../shared/messages';
import { CatalogMessage } from '../../../components/catalog/catalog-message';
import { CategoryGrid, CategoryGridSkeleton } from '../../../components/catalog/category-grid';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-grid';
import { allProducts, useCategoriesWithProducts, type Category } from '../../../lib/catalogue';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePageIdle } from '../../../lib/when-idle';
import { paths } from '../../../paths';
import { Hero } from '../components/hero';
import { WelcomeBanner } from '../components/welcome-banner';

// Below the fold: the carousel library loads once the page is idle.
const PromoSlider = lazy(() => import('../components/promo-slider'));
const SUMMER_GRID_SIZE = 8;
// Slide height + the dots row, so the lazily loaded slider lands in a box of its own size.
const SLIDER_BOX = 'h-[19.75rem] sm:h-[27.75rem]';

/** The summer collection category's products, or the newest of all when it is gone. */
function summerCollection(categories: readonly Category[]) {
  const summer = categories.find((category) => category._id === SUMMER_COLLECTION_CATEGORY_ID);
  const products = summer && summer.products.length > 0 ? summer.products : allProducts(categories);
  return products.slice(0, SUMMER_GRID_SIZE);
}

export function Component() {
  useDocumentTitle(messages.shop.heroTitle, 'Summer clothing for Egypt: dresses, shirts and swimwear. Free shipping above 1350 LE, cash on delivery.');
  const categories = useCategoriesWithProducts();
  if (categories.isError) console.error('Failed to fetch categories', categories.error);
  const summer = categories.data ? summerCollection(categories.data) : [];
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
        {categories.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : categories.isError ? (
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
