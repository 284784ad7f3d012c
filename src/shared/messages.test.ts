import { describe, expect, it } from 'vitest';
import { arabicMessages } from './messages-ar';
import { english, governorateName, messages } from './messages';
import { formatDate, formatLE } from './money';

/** Every string the spec quotes, copied from it letter for letter. */
const SPEC_STRINGS = [
  // screens
  'Oops! Page not found', 'Out of Stock!', 'Item out of stock', 'Your cart is empty.', 'Free',
  'Please choose a governorate first', 'Cancel this order?', 'No, keep it', 'Yes, cancel',
  'Message sent successfully!', 'Chat with us', 'Confirm Deletion',
  'Are you sure you want to delete this category? This action cannot be undone.',
  'Order Problems', 'Support', 'Other',
  // states
  'Out of Stock', 'This product is currently out of stock.', 'OUT OF STOCK', 'Updating...',
  // validation
  'Your name is required', 'Email is required', 'Invalid email', 'Phone number is required',
  'Enter a valid Egyptian phone number', 'Please select an option', 'Message is required',
  'Message must be at least 10 characters', 'Suspicious content detected', 'Invalid email format',
  'OTP is required', 'OTP must be exactly 4 digits', 'Required', 'Invalid phone number', 'Please select a size',
  'Category name is required', 'Image is required', 'Product title is required',
  'At least one product image is required', 'Size chart image is required', 'Price is required',
  'Default size is required', 'Select at least one size', 'At least one size must have quantity',
  'Title is required', 'Description is required', 'Start date is required', 'End date is required',
  'End date must be after start date',
  // calls and the runtime contract's response shapes
  'OTP sent successfully', 'Email confirmed successfully', 'Quantity is available',
  'All products fetched successfully', 'Product created successfully', 'Product updated',
  'Order placed successfully', 'Status updated',
  // error catalogue
  'Something went wrong', 'Failed to fetch categories.',
  '⚠️ Oops! Something went wrong while placing your order. Please try again.',
  'Invalid promo code. Please try again.', "⚠️ You've already used this code for this order.",
  'Something went wrong while fetching orders.', 'Only pending orders can be cancelled.',
  'Failed to cancel order. Please try again later.', 'Failed to fetch sales summary.',
  'Failed to fetch sales data.', 'No sales found in this range.', 'Category not found',
  'Failed to fetch products.', 'No products found in this category.', 'Product not found.',
  '✅ Product created successfully!', 'No categories found.', 'No products in this category yet.',
  'No orders found', 'No products with low stock.', 'No orders yet',
  // sales summary cards
  'Total Sales', 'Total Orders', "Today's Sales",
];

const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [];

describe('messages', () => {
  const strings = new Set(allStrings(messages));

  it.each(SPEC_STRINGS)('holds the spec string %j', (text) => {
    expect(strings.has(text)).toBe(true);
  });

  it('keeps the emoji and apostrophes the spec uses', () => {
    expect(messages.checkout.orderFailed.startsWith('\u26A0\uFE0F ')).toBe(true);
    expect(messages.promo.alreadyUsed).toContain("You've");
    expect(messages.productAdmin.createdAlert.startsWith('\u2705 ')).toBe(true);
    expect(messages.dashboard.todaySales).toBe("Today's Sales");
  });

  it('puts validation messages where the schemas look for them', () => {
    expect(messages.contact).toMatchObject({
      nameRequired: 'Your name is required',
      emailRequired: 'Email is required',
      invalidEmail: 'Invalid email',
      invalidPhone: 'Enter a valid Egyptian phone number',
      messageTooShort: 'Message must be at least 10 characters',
    });
    expect(messages.auth.invalidEmailFormat).toBe('Invalid email format');
    expect(messages.checkout.required).toBe('Required');
    expect(messages.cart.selectSize).toBe('Please select a size');
    expect(messages.orders.onlyPendingCancellable).toBe('Only pending orders can be cancelled.');
  });

  it('builds messages that take values', () => {
    expect(messages.product.left(3)).toBe('3 left');
    expect(messages.product.percentOff(25)).toBe('-25% OFF');
    expect(messages.common.errorAlert('Bad price')).toBe('Error: Bad price');
    expect(messages.common.unexpectedResponse('{}')).toBe('Unexpected response: {}');
    expect(messages.api.cart.onlyLeft(2, 'xl')).toBe('Only 2 left in size XL');
    expect(messages.api.cart.sizeOutOfStock('m')).toBe('Size M is out of stock');
    expect(messages.api.validation.quantityMin(1)).toBe('Quantity must be at least 1');
    expect(messages.api.orders.shippingFeeMismatch('90 LE')).toContain('90 LE');
  });

  it('has no empty strings', () => {
    for (const text of strings) expect(text.trim()).not.toBe('');
  });
});

describe('Arabic messages', () => {
  const arabic = allStrings(arabicMessages);
  const englishTexts = new Set(allStrings(english));
  // What may read the same in both: names, codes, formats and numbers (not interface words).
  const SAME_IN_BOTH = new Set(['you@example.com', 'user@example.com', '010 1234 5678', '01XXXXXXXXX', 'ar', 'ar-EG-u-nu-latn', 'English', 'Read the shop in English']);

  it('translates every text: no Arabic text is left in English', () => {
    const untranslated = arabic.filter((text) => englishTexts.has(text) && !SAME_IN_BOTH.has(text));
    expect(untranslated).toEqual([]);
    for (const text of arabic.filter((text) => !SAME_IN_BOTH.has(text))) expect(text, text).toMatch(/[\u0600-\u06FF]/);
  });

  it('counts in Arabic plural forms and keeps Latin digits and names isolated', () => {
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(plain(arabicMessages.shop.pieces(1))).toBe('قطعة واحدة');
    expect(plain(arabicMessages.shop.pieces(2))).toBe('قطعتان');
    expect(plain(arabicMessages.shop.pieces(3))).toBe('3 قطع');
    expect(plain(arabicMessages.shop.pieces(11))).toBe('11 قطعة');
    expect(plain(arabicMessages.shop.pieces(100))).toBe('100 قطعة');
    expect(arabicMessages.cart.remove('Linen Shirt')).toBe('إزالة \u2068Linen Shirt\u2069 من السلة');
  });

  it('writes amounts and dates in the language, with Latin digits in both', () => {
    expect(formatLE(135000)).toBe('1,350 LE');
    expect(plainAmount(formatLE(135000, arabicMessages))).toBe('1,350 ج.م');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T10:00:00Z', arabicMessages)).toMatch(/^22 نوفمبر 2026$/);
  });

  it('names the governorates in Arabic and keeps their stored English value', () => {
    expect(governorateName('Kafr El Sheikh', arabicMessages)).toBe('كفر الشيخ');
    expect(governorateName('Kafr El Sheikh')).toBe('Kafr El Sheikh');
    expect(governorateName('Atlantis', arabicMessages)).toBe('Atlantis');
  });
});

const plainAmount = (text: string) => text.replace(/[\u2068\u2069]/g, '');
