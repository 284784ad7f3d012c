import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/layout/layout';
import { NotFoundPage } from './components/layout/not-found-page';
import { RequireAuth } from './lib/guards';
import { paths } from './paths';

// Every screen is its own lazy chunk, so a shopper downloads only the pages they open and
// admin code never reaches the storefront's bundle.
const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./storefront/home/routes/home-page') },
  { path: paths.home, lazy: () => import('./storefront/home/routes/home-page') },
  { path: paths.collections, lazy: () => import('./storefront/catalog/routes/collections-page') },
  { path: paths.allCategories, lazy: () => import('./storefront/catalog/routes/all-categories-page') },
  { path: '/subCategory/:categoryId', lazy: () => import('./storefront/catalog/routes/sub-category-page') },
  { path: '/productDetails/:productId', lazy: () => import('./storefront/catalog/routes/product-details-page') },
  { path: paths.cart, lazy: () => import('./storefront/cart/routes/cart-page') },
  { path: paths.createOrder, lazy: () => import('./storefront/checkout/routes/checkout-page') },
  { path: paths.contact, lazy: () => import('./storefront/content/routes/contact-page') },
  { path: paths.returns, lazy: () => import('./storefront/content/routes/returns-page') },
  { path: paths.shipping, lazy: () => import('./storefront/content/routes/shipping-page') },
  { path: paths.faq, lazy: () => import('./storefront/content/routes/faq-page') },
  { path: paths.policy, lazy: () => import('./storefront/content/routes/policy-page') },
  { path: paths.login, lazy: () => import('./storefront/account/routes/login-page') },
  { path: paths.confirmEmail, lazy: () => import('./storefront/account/routes/confirm-email-page') },
];

const signedInRoutes: RouteObject[] = [
  { path: paths.profile, lazy: () => import('./storefront/account/routes/profile-page') },
  { path: paths.myOrders, lazy: () => import('./storefront/orders/routes/my-orders-page') },
];

const adminRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('./admin/dashboard/routes/sales-summary-page') },
  { path: paths.dashboardDetails, lazy: () => import('./admin/dashboard/routes/sales-summary-page') },
  { path: paths.categoryManagement, lazy: () => import('./admin/categories/routes/category-management-page') },
  { path: paths.productManagement, lazy: () => import('./admin/products/routes/product-management-page') },
  { path: paths.ordersManagement, lazy: () => import('./admin/orders/routes/orders-management-page') },
  { path: paths.lowStockProducts, lazy: () => import('./admin/dashboard/routes/low-stock-page') },
  { path: paths.salesByDateRange, lazy: () => import('./admin/dashboard/routes/sales-by-date-page') },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...storefrontRoutes,
      { element: <RequireAuth />, children: signedInRoutes },
      { element: <RequireAuth role="admin" />, children: adminRoutes },
      // The spec's route table gives this page no client guard; the server still requires an admin token.
      { path: paths.updateOrderStatus, lazy: () => import('./admin/orders/routes/update-order-status-page') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
