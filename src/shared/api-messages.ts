/**
 * What the API answers in `{message}` where the spec shows no wording of its own. Spec
 * strings that the API also sends are taken from the spec groups of `messages`, not repeated
 * here: messages.orders.onlyPendingCancellable, messages.cart.empty (no cart, or checkout of an
 * empty cart), messages.product.notFound, messages.catalog.categoryNotFound,
 * messages.cart.quantityAvailable, messages.promo.invalid. Sizes are shown upper case, as the
 * shop shows them everywhere.
 */
const SIZE = (size: string) => size.toUpperCase();

export const apiMessages = {
  http: {
    badRequest: 'Invalid request',
    invalidField: (field: string, problem: string) => `${field}: ${problem}`,
    malformedJson: 'Malformed JSON body',
    notFound: 'Not found',
    routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
    internal: 'Something went wrong',
    rateLimited: 'Too many requests. Please try again later.',
    payloadTooLarge: 'The upload is too large',
    notAnImage: 'Only image files are allowed',
    unreadableImage: 'The image could not be read',
  },
  validation: {
    expectedText: 'Expected text',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    notANumber: 'Must be a number',
    invalidId: (field: string) => `Invalid ${field}`,
    unknownSize: 'Unknown size',
    sizeRequired: 'Size is required',
    quantityWhole: 'Quantity must be a whole number',
    quantityMin: (min: number) => `Quantity must be at least ${min}`,
    quantityMax: (max: number) => `Quantity must be at most ${max}`,
    stockMin: 'Stock quantity cannot be negative',
    priceMin: 'Price must be greater than 0',
    priceMax: (maxPounds: number) => `Price must be at most ${maxPounds} LE`,
    discountRange: 'Discount must be a whole number from 0 to 100',
    amountMin: 'Amount cannot be negative',
    unknownGovernorate: 'Choose a governorate from the list',
    cashOnly: 'Only cash on delivery is available',
    invalidDate: 'Use a date in the form YYYY-MM-DD',
    unknownStatus: 'Unknown order status',
    verificationTokenRequired: 'Verification token is required',
  },
  auth: {
    signInRequired: 'Please sign in to continue',
    invalidToken: 'Your session has expired. Please sign in again.',
    adminOnly: 'Only admins can do this',
    invalidOtp: 'Invalid code. Please try again.',
    otpExpired: 'This code has expired. Please request a new one.',
    invalidVerificationToken: 'This sign-in link is no longer valid. Please request a new code.',
    tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
    addressLocked: 'Too many wrong codes for this email. Please try again tomorrow.',
    tooManyCodesForEmail: 'Too many codes requested for this email. Please try again in 15 minutes.',
    tooManyCodeRequests: 'Too many code requests. Please try again in 15 minutes.',
    otpMailSubject: 'Your sign-in code',
    otpMailBody: (otp: string) => `Your sign-in code is ${otp}. It expires in 10 minutes.`,
  },
  cart: {
    guestIdRequired: 'Sign in or send a guestId header to use the cart',
    invalidGuestId: 'guestId must be a UUID',
    lineNotFound: 'This item is not in your cart',
    sizeNotOffered: (size: string) => `Size ${SIZE(size)} is not available for this product`,
    sizeOutOfStock: (size: string) => `Size ${SIZE(size)} is out of stock`,
    onlyLeft: (n: number, size: string) => `Only ${n} left in size ${SIZE(size)}`,
    onlyLeftOf: (n: number, size: string, title: string) => `Only ${n} left of ${title} in size ${SIZE(size)}`,
    quantityTooLarge: (max: number) => `You can add at most ${max} pieces at a time`,
  },
  orders: {
    notFound: 'Order not found',
    shippingFeeMismatch: (expected: string) => `The shipping fee for this order is ${expected}; please reload the page.`,
    discountMismatch: (expected: string) => `The discount for this order is ${expected}; please reload the page.`,
    discountWithoutCode: 'A discount needs a valid promo code',
    welcomeCodeUsed: 'The WELCOME10 code is only valid on your first order.',
    alreadyCancelled: 'This order is already cancelled.',
    cancelled: 'Order cancelled',
    confirmationMailSubject: 'Your order has been placed',
  },
  catalog: {
    categoryNameTaken: 'A category with this name already exists',
    categoryDeleted: 'Category deleted',
    categoryCreated: 'Category created successfully',
    categoryUpdated: 'Category updated',
    productDeleted: 'Product deleted',
    productNotInCategory: 'This product does not belong to this category',
    invalidSizeStock: 'sizeStock must be a JSON list of {size, quantity}',
    duplicateSize: (size: string) => `Size ${SIZE(size)} is listed twice`,
  },
} as const;
