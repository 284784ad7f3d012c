/**
 * Catalogue, user and cart fixtures for the cart and order API tests, written straight to the
 * tables so these tests do not depend on the catalogue module's progress.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, orders, productImages, products, productSizes, users } from '../../db/schema/index';
import { signAccessToken } from '../../plugins/auth';
import type { TestShop } from '../../test-support/test-shop';
import { finalPricePiastres } from '../../../shared/pricing';
import type { Size } from '../../../shared/sizes';

export type ProductFixture = { id: string; title: string; finalPrice: number };

export async function insertProduct(
  db: Database,
  options: { title?: string; titleAr?: string; price: number; discount?: number; sizes: Partial<Record<Size, number>>; images?: number },
): Promise<ProductFixture> {
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${randomUUID()}`, imageKey: 'categories/test.webp' })
    .returning({ id: categories.id });
  const pricePiastres = Math.round(options.price * 100);
  const final = finalPricePiastres(pricePiastres, options.discount ?? 0);
  const title = options.title ?? `Shirt ${randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({ categoryId: category!.id, title, titleAr: options.titleAr ?? null, pricePiastres, discountPercent: options.discount ?? 0, finalPricePiastres: final })
    .returning({ id: products.id });
  const id = product!.id;
  const sizes = Object.entries(options.sizes).map(([size, quantity]) => ({ productId: id, size: size as Size, quantity: quantity ?? 0 }));
  if (sizes.length) await db.insert(productSizes).values(sizes);
  const imageCount = options.images ?? 1;
  for (let position = 0; position < imageCount; position++) {
    await db.insert(productImages).values({ productId: id, imageKey: `products/${id}/${position}.webp`, position });
  }
  return { id, title, finalPrice: final / 100 };
}

export async function stockOf(db: Database, productId: string, size: Size): Promise<number | undefined> {
  const rows = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return rows[0]?.quantity;
}

export async function setStock(db: Database, productId: string, size: Size, quantity: number): Promise<void> {
  await db.update(productSizes).set({ quantity }).where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
}

export async function setFinalPrice(db: Database, productId: string, finalPriceLE: number): Promise<void> {
  const piastres = Math.round(finalPriceLE * 100);
  await db.update(products).set({ pricePiastres: piastres, discountPercent: 0, finalPricePiastres: piastres }).where(eq(products.id, productId));
}

export async function countOrders(db: Database): Promise<number> {
  return (await db.select({ id: orders.id }).from(orders)).length;
}

export type Customer = { id: string; email: string; headers: { authorization: string } };

/** A user row and its access token (the sign-in flow is another module's). */
export async function insertCustomer(shop: TestShop, email = `${randomUUID().slice(0, 8)}@buyer.test`, role: 'user' | 'admin' = 'user'): Promise<Customer> {
  // The server takes the role from ADMIN_EMAILS: an admin of a test must be on the list.
  if (role === 'admin' && !shop.config.adminEmails.includes(email)) throw new Error(`${email} is not in the test shop's ADMIN_EMAILS (${shop.config.adminEmails.join(', ')})`);
  const [user] = await shop.database.db.insert(users).values({ email, role }).returning({ id: users.id });
  const token = await signAccessToken(shop.config, { id: user!.id, email, role });
  return { id: user!.id, email, headers: { authorization: token } };
}

export const guestHeaders = (guestId: string = randomUUID()) => ({ guestid: guestId });

export async function addToCart(shop: TestShop, headers: Record<string, string>, productId: string, size: Size, quantity: number) {
  const response = await shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { productId, size, quantity } });
  if (response.statusCode !== 200) throw new Error(`add-to-cart failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** A valid checkout payload; amounts in LE as the client sends them. */
export const checkoutPayload = (overrides: object = {}) => ({
  email: 'buyer@shop.test',
  firstName: 'Mona',
  lastName: 'Hassan',
  address: '12 Nile Street',
  city: 'Cairo',
  governorate: 'Cairo',
  phone: '01012345678',
  paymentMethod: 'cash',
  shippingFee: 90,
  discount: 0,
  ...overrides,
});

export const createOrder = (shop: TestShop, headers: Record<string, string>, payload: object = checkoutPayload()) =>
  shop.app.inject({ method: 'POST', url: '/api/order/create', headers, payload });

/** A guest with one line in the cart, ready to check out. */
export async function guestWithCart(shop: TestShop, productId: string, size: Size, quantity: number) {
  const headers = guestHeaders();
  await addToCart(shop, headers, productId, size, quantity);
  return headers;
}

/** Raw rows of a query, for looking at columns the API does not show. */
export async function queryRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
