/** Every client URL of the spec, in one place. */
export const paths = {
  root: '/',
  home: '/home',
  collections: '/collections',
  allCategories: '/all-categories',
  subCategory: (categoryId: string) => `/subCategory/${encodeURIComponent(categoryId)}`,
  productDetails: (productId: string) => `/productDetails/${encodeURIComponent(productId)}`,
  cart: '/cart',
  createOrder: '/create-order',
  contact: '/contactus',
  returns: '/returns',
  shipping: '/shipping',
  faq: '/faq',
  policy: '/policy',
  login: '/login',
  confirmEmail: '/confirmEmail',
  profile: '/profile',
  myOrders: '/my-orders',
  dashboard: '/dashboard',
  dashboardDetails: '/dashboardDetails',
  categoryManagement: '/categoryManagement',
  productManagement: '/productManagement',
  ordersManagement: '/ordersManagement',
  lowStockProducts: '/lowStockProducts',
  salesByDateRange: '/salesByDateRange',
  updateOrderStatus: '/updateOrderStatus',
  shopSettings: '/shopSettings',
  orderDetail: (orderId: string) => `/ordersManagement/${encodeURIComponent(orderId)}`,
} as const;

/** The six links of the admin Dashboard menu. */
export const dashboardMenuLinks = [
  { to: paths.dashboard, label: 'Sales Summary' },
  { to: paths.salesByDateRange, label: 'Sales by Date' },
  { to: paths.lowStockProducts, label: 'Low Stock' },
  { to: paths.categoryManagement, label: 'Categories' },
  { to: paths.productManagement, label: 'Products' },
  { to: paths.ordersManagement, label: 'Orders' },
] as const;

/** Beyond the spec's six: the owner's shop settings, linked from the dashboard's own list. */
export const shopSettingsLink = { to: paths.shopSettings, label: 'Shop settings' } as const;
