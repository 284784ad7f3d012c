import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { splitLanguagePath } from '../shared/language';
import { findLandingPage, landingPages, type LandingPageName } from '../shared/storefront-routes';
import { Layout, PageLoading } from './components/layout/layout';
import { NotFoundPage } from './components/layout/not-found-page';
import { RequireAuth } from './lib/guards';
import { paths } from './paths';

// Every screen is its own lazy chunk (its module exports `Component`), so a shopper downloads
// only the pages they open and admin code never reaches the storefront's bundle. Declarative
// routes with React.lazy cost half the bytes of the data router, and the shop uses no loaders.
// A page whose chunk has been loaded ahead (preload) renders at once instead of suspending:
// the first render then paints the page, not the loading fallback followed by the page.
type LazyPage = ComponentType & { preload: () => Promise<unknown> };
function lazyPage(load: () => Promise<{ Component: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.Component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((Component) => ({ default: Component })));
  // Chosen once per mount: switching types later would remount the page and lose its state.
  const Page = () => {
    const [Component] = useState(() => loaded ?? Suspending);
    return createElement(Component);
  };
  return Object.assign(Page, { preload });
}

// The landing pages (src/shared/storefront-routes.ts) are found by their module path, the name
// the server looks their chunks up by in Vite's manifest: one list, so the server's preloads
// follow a renamed page. The glob is lazy: one chunk per page, as with import().
const storefrontPageModules = import.meta.glob<{ Component: ComponentType }>('./storefront/*/routes/*-page.tsx');
function landingPage(page: string): LazyPage {
  const load = storefrontPageModules[`./${page}`];
  if (!load) throw new Error(`src/shared/storefront-routes.ts names a page that does not exist: src/client/${page}`);
  return lazyPage(load);
}
const LANDING_PAGES = Object.fromEntries(
  Object.entries(landingPages).map(([name, { page }]) => [name, landingPage(page)]),
) as Record<LandingPageName, LazyPage>;
const LANDING_ROUTES = Object.entries(landingPages).flatMap(([name, { paths }]) => paths.map((path) => [path, LANDING_PAGES[name as LandingPageName]] as const));

const CheckoutPage = lazyPage(() => import('./storefront/checkout/routes/checkout-page'));
const ContactPage = lazyPage(() => import('./storefront/content/routes/contact-page'));
// The text pages are prose in each language: the page's language is fixed for a page load
// (src/client/main.tsx), and only its version of each page is downloaded.
const arabic = splitLanguagePath(window.location.pathname).language === 'ar';
const ReturnsPage = lazyPage(() => (arabic ? import('./storefront/content/routes/returns-page.ar') : import('./storefront/content/routes/returns-page')));
const ShippingPage = lazyPage(() => (arabic ? import('./storefront/content/routes/shipping-page.ar') : import('./storefront/content/routes/shipping-page')));
const FaqPage = lazyPage(() => (arabic ? import('./storefront/content/routes/faq-page.ar') : import('./storefront/content/routes/faq-page')));
const PolicyPage = lazyPage(() => (arabic ? import('./storefront/content/routes/policy-page.ar') : import('./storefront/content/routes/policy-page')));
const LoginPage = lazyPage(() => import('./storefront/account/routes/login-page'));
const ConfirmEmailPage = lazyPage(() => import('./storefront/account/routes/confirm-email-page'));
const ProfilePage = lazyPage(() => import('./storefront/account/routes/profile-page'));
const MyOrdersPage = lazyPage(() => import('./storefront/orders/routes/my-orders-page'));
// Opened from the order e-mail or WhatsApp, without signing in: its own chunk, like every page.
const ConfirmOrderPage = lazyPage(() => import('./storefront/confirm/routes/confirm-order-page'));
// The admin shell is its own chunk too: shoppers never download it.
const AdminLayout = lazyPage(() => import('./admin/shell/admin-layout'));
const SalesSummaryPage = lazyPage(() => import('./admin/dashboard/routes/sales-summary-page'));
const CategoryManagementPage = lazyPage(() => import('./admin/categories/routes/category-management-page'));
const ProductManagementPage = lazyPage(() => import('./admin/products/routes/product-management-page'));
const ProductEditPage = lazyPage(() => import('./admin/products/routes/product-edit-page'));
const OrdersManagementPage = lazyPage(() => import('./admin/orders/routes/orders-management-page'));
const LowStockPage = lazyPage(() => import('./admin/dashboard/routes/low-stock-page'));
const SalesByDatePage = lazyPage(() => import('./admin/dashboard/routes/sales-by-date-page'));
const OrderDetailPage = lazyPage(() => import('./admin/orders/routes/order-detail-page'));
const UpdateOrderStatusPage = lazyPage(() => import('./admin/orders/routes/update-order-status-page'));
const ShopSettingsPage = lazyPage(() => import('./admin/settings/routes/shop-settings-page'));
const BlocklistPage = lazyPage(() => import('./admin/blocklist/routes/blocklist-page'));
const CourierCashPage = lazyPage(() => import('./admin/cash/routes/courier-cash-page'));
const ReturnsManagementPage = lazyPage(() => import('./admin/returns/routes/returns-page'));
const ReturnDetailPage = lazyPage(() => import('./admin/returns/routes/return-detail-page'));
const PromoCodesPage = lazyPage(() => import('./admin/promotions/routes/promo-codes-page'));
const ProductFeedsPage = lazyPage(() => import('./admin/promotions/routes/product-feeds-page'));
const AbandonedCartsPage = lazyPage(() => import('./admin/promotions/routes/abandoned-carts-page'));
const TeamPage = lazyPage(() => import('./admin/team/routes/team-page'));
const AuditPage = lazyPage(() => import('./admin/audit/routes/audit-page'));

/**
 * Loads the chunk of the landing page at this path, if it is one, so the first render paints
 * the page (index.html has already asked for it with modulepreload); never rejects.
 */
export function preloadLandingPage(pathname: string): Promise<unknown> {
  const landing = findLandingPage(pathname);
  return landing ? LANDING_PAGES[landing.name].preload().catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {LANDING_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.createOrder} element={<CheckoutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.returns} element={<ReturnsPage />} />
        <Route path={paths.shipping} element={<ShippingPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.policy} element={<PolicyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path="/confirm/:token" element={<ConfirmOrderPage />} />

        <Route element={<RequireAuth />}>
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.myOrders} element={<MyOrdersPage />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Admin screens have their own frame; the guard comes first, so a shopper never sees it. */}
      <Route element={<RequireAuth role="admin" />}>
        <Route element={<AdminShell />}>
          <Route path={paths.dashboard} element={<SalesSummaryPage />} />
          <Route path={paths.dashboardDetails} element={<SalesSummaryPage />} />
          <Route path={paths.categoryManagement} element={<CategoryManagementPage />} />
          <Route path={paths.productManagement} element={<ProductManagementPage />} />
          <Route path="/productManagement/:productId" element={<ProductEditPage />} />
          <Route path={paths.ordersManagement} element={<OrdersManagementPage />} />
          <Route path="/ordersManagement/:orderId" element={<OrderDetailPage />} />
          <Route path={paths.lowStockProducts} element={<LowStockPage />} />
          <Route path={paths.salesByDateRange} element={<SalesByDatePage />} />
          <Route path={paths.shopSettings} element={<ShopSettingsPage />} />
          <Route path={paths.blocklist} element={<BlocklistPage />} />
          <Route path={paths.courierCash} element={<CourierCashPage />} />
          <Route path={paths.returnsManagement} element={<ReturnsManagementPage />} />
          <Route path={`${paths.returnsManagement}/:returnId`} element={<ReturnDetailPage />} />
          <Route path={paths.promoCodes} element={<PromoCodesPage />} />
          <Route path={paths.productFeeds} element={<ProductFeedsPage />} />
          <Route path={paths.abandonedCarts} element={<AbandonedCartsPage />} />
          <Route path={paths.team} element={<TeamPage />} />
          <Route path={paths.audit} element={<AuditPage />} />
        </Route>
      </Route>
      {/* The spec's route table gives this page no client guard; the server still requires an admin token. */}
      <Route element={<AdminShell />}>
        <Route path={paths.updateOrderStatus} element={<UpdateOrderStatusPage />} />
      </Route>
    </Routes>
  );
}

function AdminShell() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminLayout />
    </Suspense>
  );
}
