/**
 * Every user-visible string of the spec, letter for letter, grouped by the screen or payload
 * that shows it. The API's own wording, which the spec does not show, lives in
 * `api-messages.ts` and is exposed here as `messages.api`.
 *
 * The Arabic version is a second object of the same `Messages` shape (messages-ar.ts): the
 * type checker refuses an Arabic object that misses a text. A browser downloads only the
 * language it shows: the client selects the Arabic object (selectMessages) before its app
 * module is loaded, so every module that reads `messages` reads the page's language. The
 * server never selects: it reads `messagesFor(language)` where a text depends on the reader.
 */
import { apiMessages } from './api-messages';
import { GOVERNORATES, isGovernorate, type Governorate } from './governorates';
import type { Language } from './language';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { shopSettingsMessages } from './shop-settings-messages';

const sameWord = <T extends string>(words: readonly T[]) => Object.fromEntries(words.map((word): [string, string] => [word, word])) as Record<T, string>;

const englishMessages = {
  /** Formatting that differs by language (src/shared/money.ts). */
  format: {
    // Latin digits and "1,350", as the spec shows them.
    locale: 'en-US',
    amount: (pounds: string) => `${pounds} LE`,
  },
  /** The header's language switch: each language names itself. */
  language: {
    switchTo: 'العربية',
    switchLabel: 'اقرأ المتجر بالعربية',
  },
  /** Governorate names as shown; the stored value is always the English name. */
  governorates: sameWord<Governorate>(GOVERNORATES),
  /** Order statuses as shown; the spec shows the status word itself. */
  orderStatus: sameWord<OrderStatus>(ORDER_STATUSES),
  /** Descriptions that search results and link previews show (src/shared/page-meta.ts). */
  pageMeta: {
    home: 'Summer clothing for Egypt: dresses, shirts and swimwear. Free shipping above 1350 LE, cash on delivery.',
    collections: 'Shop the whole summer collection: dresses, shirts and essentials, cash on delivery across Egypt.',
    allCategories: 'Browse every category of the shop: summer styles, colours and everyday essentials.',
    cart: 'Your shopping cart',
    search: 'Search the shop by name, colour or style, with sizes, prices and stock.',
    category: (name: string, pieces: string) => `Shop ${name}: ${pieces}, cash on delivery across Egypt.`,
  },
  common: {
    required: 'Required',
    somethingWentWrong: 'Something went wrong',
    updating: 'Updating...',
    pageNotFound: 'Oops! Page not found',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'This page does not exist. Go back to the shop home page to keep browsing.',
    goHome: 'Go Home',
    errorAlert: (serverMessage: string) => `Error: ${serverMessage}`,
    unexpectedResponse: (detail: string) => `Unexpected response: ${detail}`,
  },
  contact: {
    nameRequired: 'Your name is required',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email',
    phoneRequired: 'Phone number is required',
    invalidPhone: 'Enter a valid Egyptian phone number',
    inquiryRequired: 'Please select an option',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    suspiciousContent: 'Suspicious content detected',
    sent: 'Message sent successfully!',
    chatWithUs: 'Chat with us',
    inquiryOrderProblems: 'Order Problems',
    inquirySupport: 'Support',
    inquiryOther: 'Other',
  },
  auth: {
    emailRequired: 'Email is required',
    invalidEmailFormat: 'Invalid email format',
    otpRequired: 'OTP is required',
    otpLength: 'OTP must be exactly 4 digits',
    otpSent: 'OTP sent successfully',
    emailConfirmed: 'Email confirmed successfully',
    // The login banner shows the server's message, or this when there is none.
    loginFailed: 'Something went wrong',
    // Labels of the login, code and profile screens (not quoted by the spec).
    loginTitle: 'Login',
    loginIntro: 'Enter your email and we will send you a 4-digit code to sign in.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    continue: 'Continue',
    sending: 'Sending...',
    confirmTitle: 'Confirm your email',
    confirmIntro: 'Enter the 4-digit code we sent to your email. It expires in 10 minutes.',
    confirmIntroTo: (email: string) => `Enter the 4-digit code we sent to ${email}. It expires in 10 minutes.`,
    // A refused code shows the server's message, or this when there is none.
    confirmFailed: 'That code did not work. Please try again.',
    otpLabel: 'Code',
    verify: 'Verify',
    verifying: 'Verifying...',
    newCode: 'Send a new code',
    noCodeRequested: 'Enter your email first to get a code.',
    profileTitle: 'Profile',
    profileEmail: 'Email',
    profileFallbackEmail: 'user@example.com',
    logout: 'Logout',
  },
  product: {
    outOfStockOverlay: 'Out of Stock!',
    itemOutOfStock: 'Item out of stock',
    outOfStock: 'Out of Stock',
    currentlyOutOfStock: 'This product is currently out of stock.',
    outOfStockUpper: 'OUT OF STOCK',
    left: (n: number) => `${n} left`,
    percentOff: (percent: number) => `-${percent}% OFF`,
    notFound: 'Product not found.',
    allFetched: 'All products fetched successfully',
    created: 'Product created successfully',
    updated: 'Product updated',
    // Read before a price by screen readers.
    priceLabel: 'Price:',
    originalPriceLabel: 'Original price:',
  },
  catalog: {
    categoriesFetchFailed: 'Failed to fetch categories.',
    categoryNotFound: 'Category not found',
    productsFetchFailed: 'Failed to fetch products.',
    noProductsInCategory: 'No products found in this category.',
  },
  cart: {
    empty: 'Your cart is empty.',
    selectSize: 'Please select a size',
    quantityAvailable: 'Quantity is available',
    noSize: 'N/A',
    // Labels of the cart page (not quoted by the spec).
    title: 'Your Cart',
    items: 'Items',
    subTotal: 'Sub Total',
    checkout: 'Checkout',
    continueShopping: 'Continue shopping',
    size: 'Size',
    unitPrice: 'Price',
    lineTotal: 'Total',
    remove: (title: string) => `Remove ${title} from cart`,
    quantityOf: (title: string) => `Quantity of ${title}`,
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    // Why + stopped: the server said no more of this size is there.
    onlyLeft: (left: number, size: string) => `Only ${left} left in size ${size.toUpperCase()}`,
    // Free shipping hint on the cart page.
    freeShippingHint: (remaining: string) => `Add ${remaining} more for free shipping`,
    freeShippingReached: 'Your order ships free',
  },
  checkout: {
    required: 'Required',
    invalidEmail: 'Invalid email',
    invalidPhone: 'Invalid phone number',
    chooseGovernorateFirst: 'Please choose a governorate first',
    freeShipping: 'Free',
    orderFailed: '⚠️ Oops! Something went wrong while placing your order. Please try again.',
    orderPlaced: 'Order placed successfully',
    // Labels of the checkout page (not quoted by the spec).
    title: 'Checkout',
    shippingDetails: 'Shipping details',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    // The spec's form labels the city field 'Country'.
    city: 'Country',
    // Shoppers read 'Country' and type "Egypt": the placeholder says what the courier needs.
    cityPlaceholder: 'City or area, e.g. Nasr City',
    governorate: 'Governorate',
    chooseGovernorate: 'Select a governorate',
    phone: 'Phone',
    orderSummary: 'Order summary',
    subTotal: 'Sub Total',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    paymentCash: 'Payment: cash on delivery',
    placeOrder: 'Place Order',
    placingOrder: 'Placing order...',
    thankYou: 'Thank you for your order! We will contact you soon.',
  },
  promo: {
    invalid: 'Invalid promo code. Please try again.',
    alreadyUsed: "⚠️ You've already used this code for this order.",
    label: 'Promo code',
    apply: 'Apply',
    applied: (code: string, percent: number) => `${code} applied: ${percent}% off`,
  },
  orders: {
    cancelTitle: 'Cancel this order?',
    keepOrder: 'No, keep it',
    confirmCancel: 'Yes, cancel',
    fetchFailed: 'Something went wrong while fetching orders.',
    onlyPendingCancellable: 'Only pending orders can be cancelled.',
    cancelFailed: 'Failed to cancel order. Please try again later.',
    noOrdersFound: 'No orders found',
    noOrdersYet: 'No orders yet',
    statusUpdated: 'Status updated',
    updating: 'Updating...',
    // Labels of the order screens (not quoted by the spec).
    myOrdersTitle: 'My Orders',
    managementTitle: 'Orders Management',
    statusListTitle: 'Update Order Status',
    orderNumber: (orderNumber: number) => `Order #${orderNumber}`,
    thankYouNumber: (orderNumber: number) => `Your order number is #${orderNumber}`,
    copyOrderNumber: 'Copy order number',
    copied: 'Order number copied!',
    placedOn: (date: string) => `Placed on ${date}`,
    cancel: 'Cancel order',
    cancelDescription: 'The order will be cancelled and cannot be restored.',
    status: 'Status',
    changeStatusHeading: 'Change status',
    changeStatus: (id: string) => `Change status of order ${id}`,
    customer: 'Customer',
    date: 'Date',
    total: 'Total',
    order: 'Order',
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    shipTo: 'Ship to',
    startShopping: 'Start shopping',
  },
  categoryAdmin: {
    nameRequired: 'Category name is required',
    imageRequired: 'Image is required',
    confirmDeletionTitle: 'Confirm Deletion',
    confirmDeletionText: 'Are you sure you want to delete this category? This action cannot be undone.',
    noCategories: 'No categories found.',
  },
  productAdmin: {
    titleRequired: 'Product title is required',
    imagesRequired: 'At least one product image is required',
    sizeChartRequired: 'Size chart image is required',
    priceRequired: 'Price is required',
    defaultSizeRequired: 'Default size is required',
    selectAtLeastOneSize: 'Select at least one size',
    sizeQuantityRequired: 'At least one size must have quantity',
    updateTitleRequired: 'Title is required',
    descriptionRequired: 'Description is required',
    createdAlert: '✅ Product created successfully!',
    noProductsYet: 'No products in this category yet.',
  },
  dashboard: {
    totalSales: 'Total Sales',
    totalOrders: 'Total Orders',
    todaySales: "Today's Sales",
    summaryFetchFailed: 'Failed to fetch sales summary.',
    salesFetchFailed: 'Failed to fetch sales data.',
    noSalesInRange: 'No sales found in this range.',
    noLowStock: 'No products with low stock.',
    startDateRequired: 'Start date is required',
    endDateRequired: 'End date is required',
    endBeforeStart: 'End date must be after start date',
    // Labels of the dashboard screens (not quoted by the spec).
    summaryTitle: 'Sales Summary',
    rangeTitle: 'Sales by Date Range',
    lowStockTitle: 'Low Stock Products',
    loading: 'Loading...',
    startDate: 'Start date',
    endDate: 'End date',
    filter: 'Filter',
    date: 'Date',
    sales: 'Sales',
    orders: 'Orders',
    chartTitle: (start: string, end: string) => `Sales and orders per day, ${start} to ${end}`,
    rangeTotals: (sales: string, orders: number) => `${sales} from ${orders} ${orders === 1 ? 'order' : 'orders'}`,
    totalStock: (n: number) => `Total stock: ${n}`,
    sizeStock: (size: string, n: number) => `${size}: ${n}`,
    lowStockHint: (threshold: number) => `Products with ${threshold} or fewer pieces left, lowest first.`,
    // The cash-on-delivery cards (issue 15; not quoted by the spec).
    cashHeading: 'Cash on delivery',
    cashToCollect: 'Cash to collect',
    cashToCollectHint: (orders: number) => `${orders} shipped ${orders === 1 ? 'order' : 'orders'} not yet delivered`,
    cashCollected: 'Collected this month',
    cashCollectedHint: 'From orders delivered this month',
    refusedShare: 'Refused on delivery',
    refusedShareHint: (refused: number, shipped: number) => `${refused} of ${shipped} shipped in the last 30 days`,
    noShipments: 'Nothing shipped in the last 30 days',
    cashFetchFailed: 'Failed to fetch the cash figures.',
  },
  // Storefront catalogue labels; the quoted ones are the spec's, the rest are ours.
  shop: {
    shopNow: 'Shop Now',
    shopAll: 'Shop All',
    summerCollection: 'Summer Collection',
    ourCategories: 'Our Categories',
    addToCart: 'Add to Cart',
    addedToCart: 'Added to your cart',
    viewSizeChart: 'View Size Chart',
    sizeChart: 'Size Chart',
    slides: ['Hot Orange', 'Sea Wave', 'Sunset Glow', 'Zebra Heat'],
    welcome: 'Welcome! Summer styles have landed.',
    pieces: (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
    heroEyebrow: 'New season',
    heroTitle: 'Summer, made for Egypt',
    heroText: 'Light fabrics and bold colours for the hottest days. Cash on delivery to every governorate.',
    slideTaglines: ['Bright looks that turn up the heat', 'Cool blues for the coast', 'Warm tones for golden evenings', 'Bold prints, wild summer'],
    viewAll: 'View all',
    heroPerks: ['Free shipping from 1,350 LE', 'Cash on delivery', 'Exchanges within 3 days'],
    // The phone's sticky purchase bar on the product page.
    quickPurchase: (title: string) => `Buy ${title}`,
    size: 'Size',
    sizeSoldOut: (size: string) => `${size} (sold out)`,
  },
  // The shop's chrome (header, footer, banner, popup, chat link): wording the spec leaves open.
  layout: {
    shopName: 'Shop',
    tagline: 'Everyday fashion for Egypt, delivered to your door.',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    footerNav: 'Footer',
    home: 'Home',
    shopAll: 'Shop All',
    categories: 'Categories',
    orders: 'Orders',
    contact: 'Contact',
    profile: 'Profile',
    cart: 'Cart',
    dashboard: 'Dashboard',
    cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    returns: 'Returns & Exchanges',
    shipping: 'Shipping',
    faq: 'FAQ',
    policy: 'Privacy Policy',
    shopHeading: 'Shop',
    helpHeading: 'Help',
    contactHeading: 'Contact us',
    hours: 'Saturday to Thursday, 10 am to 8 pm (Cairo time)',
    cashOnDelivery: 'Cash on delivery all over Egypt',
    freeShippingBanner: (threshold: string) => `Free shipping on orders of ${threshold} or more`,
    welcomeBanner: (code: string, percent: number) => `${percent}% off your first order with code ${code}`,
    whatsappLink: 'Chat with us on WhatsApp',
    emailLink: (address: string) => `E-mail ${address}`,
    rights: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
    promoEyebrow: 'Welcome offer',
    promoTitle: (percent: number) => `${percent}% off your first order`,
    promoText: 'Use this code at checkout. It works once, on your first order.',
    copyCode: 'Copy code',
    codeCopied: 'Copied!',
    copyFailed: 'Select the code and copy it',
    close: 'Close',
    loading: 'Loading…',
  },
  // The order desk and order detail (admin screens; not quoted by the spec).
  desk: {
    all: 'All',
    tabLabel: (status: string, count: number) => `${status} (${count})`,
    search: 'Search orders',
    searchPlaceholder: 'Number, name, e-mail or phone',
    searchButton: 'Search',
    governorate: 'Governorate',
    anyGovernorate: 'All governorates',
    from: 'From',
    to: 'To',
    exportCsv: 'Export CSV',
    selectOrder: (orderNumber: number) => `Select order #${orderNumber}`,
    selectPage: 'Select all on this page',
    selected: (count: number) => `${count} selected`,
    bulkStatus: 'New status for the selected orders',
    applyBulk: 'Apply',
    printSlips: 'Print slips',
    bulkResult: (updated: number, failed: number) => `${updated} updated${failed ? `, ${failed} failed` : ''}`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous',
    next: 'Next',
    open: 'Open',
    customer: 'Customer',
    phone: 'Phone',
    total: 'Total',
    date: 'Date',
    noOrders: 'No orders match these filters',
    backToDesk: 'Back to orders',
    call: (phone: string) => `Call ${phone}`,
    whatsApp: 'Confirm on WhatsApp',
    whatsAppConfirmation: (orderNumber: number, items: string, total: string, address: string) =>
      `Hello! This is about your order #${orderNumber}: ${items}. Total to pay on delivery: ${total}. Delivery address: ${address}. Can you confirm the order?`,
    address: 'Address',
    cashToCollect: 'Cash to collect',
    cashCollected: 'Cash collected',
    pastOrders: (orders: number, delivered: number, cancelled: number) => `${orders} orders · ${delivered} delivered · ${cancelled} cancelled`,
    history: 'History',
    historyBy: (by: string | null) => (by ? `by ${by}` : 'by the customer'),
    notes: 'Notes',
    note: 'Note (optional)',
    reason: 'Reason',
    changeStatus: 'Change status',
    save: 'Save',
    confirmTitle: (status: string, orderNumber: number) => `Mark order #${orderNumber} as ${status}?`,
    confirm: 'Yes, change it',
    keep: 'No, keep it',
    reasons: {
      customer_cancelled: 'Customer cancelled',
      refused_on_delivery: 'Refused on delivery',
      unreachable: 'Customer unreachable',
      out_of_stock: 'Out of stock',
      other: 'Other',
    },
  },
  shopSettings: shopSettingsMessages,
  // The admin shell: its sidebar, bottom bar and the one list of admin links (not quoted by the spec).
  adminShell: {
    title: 'Admin',
    nav: 'Admin',
    backToShop: 'Back to shop',
    shopShort: 'Shop',
    salesSummary: 'Sales Summary',
    salesSummaryShort: 'Summary',
    salesByDate: 'Sales by Date',
    salesByDateShort: 'By date',
    lowStock: 'Low Stock',
    lowStockShort: 'Low stock',
    // "Manage ..." so the storefront's phone menu, which also lists the shop's Categories and
    // the shopper's Orders, never shows an admin two links with the same name.
    categories: 'Manage Categories',
    categoriesShort: 'Categories',
    products: 'Manage Products',
    productsShort: 'Products',
    orders: 'Order Desk',
    ordersShort: 'Orders',
    shopSettings: 'Shop settings',
    shopSettingsShort: 'Settings',
  },
  /** The storefront's paged product lists, their filters and the header search (issue 17). */
  productList: {
    sortBy: 'Sort by',
    sorts: { newest: 'Newest', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low', discount: 'Biggest discount' },
    filters: 'Filters',
    size: 'Size',
    anySize: 'Any size',
    sizeWithCount: (size: string, count: number) => `${size.toUpperCase()} (${count})`,
    minPrice: 'Min price (LE)',
    maxPrice: 'Max price (LE)',
    applyPrice: 'Apply',
    onSale: 'On sale',
    inStock: 'In stock',
    clearFilters: 'Clear filters',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loadMoreFailed: 'Could not load more products.',
    retry: 'Try again',
    noMatches: 'No products match these filters.',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search dresses, shirts…',
    searchSubmit: 'Search',
    closeSearch: 'Close search',
    suggestions: 'Suggestions',
    seeAllResults: (q: string) => `See all results for “${q}”`,
    searchTitle: (q: string) => (q ? `Results for “${q}”` : 'Search'),
    searchEyebrow: 'Search',
    searchEmptyQuery: 'Type what you are looking for in the search field above.',
    noResults: (q: string) => `No products found for “${q}”.`,
    tryCategories: 'Try one of our categories:',
  },
  api: apiMessages,
} as const;

/** The shape every language fills: the English object's keys and signatures, any wording. */
type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wording<R>
    : T extends readonly (infer E)[]
      ? readonly Wording<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Wording<T[K]> }
        : T;
export type Messages = Wording<typeof englishMessages>;

export const english: Messages = englishMessages;

/** The texts of the language this page shows (English until the client selects another). */
export let messages: Messages = english;

/** Client start-up only: the page's language, before any module that reads `messages` is loaded. */
export function selectMessages(selected: Messages): void {
  messages = selected;
}

/** The server's texts in a reader's language; Arabic is loaded once, on first use. */
let arabic: Messages | undefined;
export async function messagesFor(language: Language): Promise<Messages> {
  if (language === 'en') return english;
  arabic ??= (await import('./messages-ar')).arabicMessages;
  return arabic;
}

/** A stored governorate (always its English name) as this language names it. */
export const governorateName = (value: string, texts: Messages = messages): string => (isGovernorate(value) ? texts.governorates[value] : value);
