/** Every API path the client calls (relative to the API base), in one place. */
export const apiPaths = {
  profile: '/auth/profile',
  createUser: '/auth/create-user',
  confirmEmail: '/auth/confirm-email',
  myCart: '/cart/my-cart',
  addToCart: '/cart/add-to-cart',
  updateCartQuantity: (productId: string) => `/cart/update-product-quantity/${encodeURIComponent(productId)}`,
  removeFromCart: (productId: string, size: string) =>
    `/cart/remove-product-from-cart/${encodeURIComponent(productId)}?size=${encodeURIComponent(size)}`,
  checkQuantity: '/product/update-quantity',
  categoriesWithProducts: '/category/with-products',
  product: (productId: string) => `/product/by-product/${encodeURIComponent(productId)}`,
  allProducts: '/product/all',
  createOrder: '/order/create',
  myOrders: '/order/my-orders',
  cancelOrder: (orderId: string) => `/order/cancel/${encodeURIComponent(orderId)}`,
  admin: {
    createCategory: '/admin/createCategory',
    updateCategory: (id: string) => `/admin/updateCategory/${encodeURIComponent(id)}`,
    deleteCategory: (id: string) => `/admin/deleteCategory/${encodeURIComponent(id)}`,
    allCategories: '/admin/getAllCategories',
    allCategoriesWithProducts: '/admin/getAllCategoriesWithProducts',
    createProduct: (categoryId: string) => `/admin/createProduct/${encodeURIComponent(categoryId)}`,
    updateProduct: (productId: string, categoryId: string) =>
      `/admin/updateProduct/${encodeURIComponent(productId)}?categoryId=${encodeURIComponent(categoryId)}`,
    deleteProduct: (productId: string, categoryId: string) =>
      `/admin/deleteProduct/${encodeURIComponent(productId)}?categoryId=${encodeURIComponent(categoryId)}`,
    allOrders: '/admin/dashboard/all-orders',
    updateStatus: (orderId: string) => `/admin/update-status/${encodeURIComponent(orderId)}`,
    lowStock: (threshold: number) => `/admin/dashboard/product-stats/low-stock?threshold=${threshold}`,
    salesSummary: '/admin/dashboard/sales-summary',
    salesByDateRange: (startDate: string, endDate: string) =>
      `/admin/dashboard/sales-by-date-range?startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`,
  },
} as const;
