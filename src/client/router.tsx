import { createElement, lazy, useState, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Layout } from './components/layout/layout';
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

const HomePage = lazyPage(() => import('./storefront/home/routes/home-page'));
const CollectionsPage = lazyPage(() => import('./storefront/catalog/routes/collections-page'));
const AllCategoriesPage = lazyPage(() => import('./storefront/catalog/routes/all-categories-page'));
const SubCategoryPage = lazyPage(() => import('./storefront/catalog/routes/sub-category-page'));
const ProductDetailsPage = lazyPage(() => import('./storefront/catalog/routes/product-details-page'));
const CartPage = lazyPage(() => import('./storefront/cart/routes/cart-page'));
const CheckoutPage = lazyPage(() => import('./storefront/checkout/routes/checkout-page'));
const ContactPage = lazyPage(() => import('./storefront/content/routes/contact-page'));
const ReturnsPage = lazyPage(() => import('./storefront/content/routes/returns-page'));
const ShippingPage = lazyPage(() => import('./storefront/content/routes/shipping-page'));
const FaqPage = lazyPage(() => import('./storefront/content/routes/faq-page'));
const PolicyPage = lazyPage(() => import('./storefront/content/routes/policy-page'));
const LoginPage = lazyPage(() => import('./storefront/account/routes/login-page'));
const ConfirmEmailPage = lazyPage(() => import('./storefront/account/routes/confirm-email-page'));
const ProfilePage = lazyPage(() => import('./storefront/account/routes/profile-page'));
const MyOrdersPage = lazyPage(() => import('./storefront/orders/routes/my-orders-page'));
const SalesSummaryPage = lazyPage(() => import('./admin/dashboard/routes/sales-summary-page'));
const CategoryManagementPage = lazyPage(() => import('./admin/categories/routes/category-management-page'));
const ProductManagementPage = lazyPage(() => import('./admin/products/routes/product-management-page'));
const OrdersManagementPage = lazyPage(() => import('./admin/orders/routes/orders-management-page'));
const LowStockPage = lazyPage(() => import('./admin/dashboard/routes/low-stock-page'));
const SalesByDatePage = lazyPage(() => import('./admin/dashboard/routes/sales-by-date-page'));
const UpdateOrderStatusPage = lazyPage(() => import('./admin/orders/routes/update-order-status-page'));

// The storefront pages a shopper lands on from outside; main.tsx loads the page's chunk
// before the first render (index.html has already asked for it with modulepreload).
const LANDING_PAGES: Array<[pattern: string, page: LazyPage]> = [
  ['/', HomePage],
  [paths.home, HomePage],
  [paths.collections, CollectionsPage],
  [paths.allCategories, AllCategoriesPage],
  ['/subCategory/:categoryId', SubCategoryPage],
  ['/productDetails/:productId', ProductDetailsPage],
  [paths.cart, CartPage],
];

/** Loads the chunk of the landing page at this path, if it is one; never rejects. */
export function preloadLandingPage(pathname: string): Promise<unknown> {
  const page = LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.collections} element={<CollectionsPage />} />
        <Route path={paths.allCategories} element={<AllCategoriesPage />} />
        <Route path="/subCategory/:categoryId" element={<SubCategoryPage />} />
        <Route path="/productDetails/:productId" element={<ProductDetailsPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.createOrder} element={<CheckoutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.returns} element={<ReturnsPage />} />
        <Route path={paths.shipping} element={<ShippingPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.policy} element={<PolicyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />

        <Route element={<RequireAuth />}>
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.myOrders} element={<MyOrdersPage />} />
        </Route>

        <Route element={<RequireAuth role="admin" />}>
          <Route path={paths.dashboard} element={<SalesSummaryPage />} />
          <Route path={paths.dashboardDetails} element={<SalesSummaryPage />} />
          <Route path={paths.categoryManagement} element={<CategoryManagementPage />} />
          <Route path={paths.productManagement} element={<ProductManagementPage />} />
          <Route path={paths.ordersManagement} element={<OrdersManagementPage />} />
          <Route path={paths.lowStockProducts} element={<LowStockPage />} />
          <Route path={paths.salesByDateRange} element={<SalesByDatePage />} />
        </Route>

        {/* The spec's route table gives this page no client guard; the server still requires an admin token. */}
        <Route path={paths.updateOrderStatus} element={<UpdateOrderStatusPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
