/** Helpers of the returns API tests: delivered orders placed through the real checkout. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ManualClock } from '../../clock';
import { orders, returnRequests, shipments } from '../../db/schema/index';
import { STAND_IN_CITIES, type BostaStandIn } from '../../test-support/bosta-stand-in';
import type { DatabaseKind } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { addToCart, checkoutPayload, createOrder, insertCustomer, insertProduct, type Customer, type ProductFixture } from '../orders/test-fixtures';
import { withBostaShop } from '../shipments/test-bosta-shop';
import type { Size } from '../../../shared/sizes';
import { toPiastres } from '../../../shared/money';
import { qualifiesForFreeShipping } from '../../../shared/shipping-fee';
import { returnMailsSettled } from '.';

/** Waits until `count` mails to the address arrived after `since` messages. */
export async function waitForMails(shop: TestShop, email: string, count: number, since: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (shop.smtp.received.slice(since).filter((mail) => mail.envelopeTo.includes(email)).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type DeliveredOrder = { _id: string; orderNumber: number; totalPrice: number; product: ProductFixture };

/**
 * An order of `quantity` pieces of one new product in `size`, placed by `headers` (a customer
 * or a guest) and set delivered by the admin; the product keeps `stock` of each other size.
 */
export async function deliveredOrder(
  shop: TestShop,
  admin: Customer,
  headers: Record<string, string>,
  options: { email?: string; size?: Size; quantity?: number; price?: number; stock?: Partial<Record<Size, number>>; language?: 'en' | 'ar'; product?: ProductFixture; payload?: object } = {},
): Promise<DeliveredOrder> {
  const size = options.size ?? 'm';
  const quantity = options.quantity ?? 1;
  const product =
    options.product ?? (await insertProduct(shop.database.db, { title: 'Linen Shirt', price: options.price ?? 500, sizes: { [size]: quantity + 5, ...options.stock } }));
  await addToCart(shop, headers, product.id, size, quantity);
  const email = options.email ?? 'buyer@shop.test';
  const since = shop.smtp.received.length;
  const shippingFee = qualifiesForFreeShipping(toPiastres(product.finalPrice * quantity)) ? 0 : 90;
  const placed = await createOrder(shop, options.language === 'ar' ? { ...headers, 'accept-language': 'ar' } : headers, checkoutPayload({ email, shippingFee, ...options.payload }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().results as { _id: string; orderNumber: number; totalPrice: number };
  const delivered = await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order._id}`, headers: admin.headers, payload: { status: 'delivered' } });
  expect(delivered.statusCode, delivered.body).toBe(200);
  // The order's own mails (placed, delivered) are in before the test looks for its next one.
  await waitForMails(shop, email, 2, since);
  return { ...order, product };
}

/** Each call waits for the mail of its step: a test's next `since` comes after it. */
export async function askReturn(shop: TestShop, headers: Record<string, string>, orderId: string, payload: object) {
  const res = await shop.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers, payload });
  await returnMailsSettled();
  return res;
}

export async function changeReturn(shop: TestShop, admin: Customer, id: string, payload: object) {
  const res = await shop.app.inject({ method: 'PATCH', url: `/api/admin/returns/${id}`, headers: admin.headers, payload });
  await returnMailsSettled();
  return res;
}

export async function countRequests(shop: TestShop, orderId?: string): Promise<number> {
  const query = shop.database.db.select({ n: count() }).from(returnRequests);
  const [row] = await (orderId ? query.where(eq(returnRequests.orderId, orderId)) : query);
  return row!.n;
}

/** Moves an order's delivery back in time (the window compares it with the clock). */
export async function deliveredDaysAgo(shop: TestShop, orderId: string, days: number, now: Date): Promise<void> {
  await shop.database.db.update(orders).set({ deliveredAt: new Date(now.getTime() - days * 24 * 60 * 60 * 1000) }).where(eq(orders.id, orderId));
}

export type ReturnsWorld = { shop: TestShop; admin: Customer; customer: Customer };

/**
 * The lifecycle of a returns test file: a shop started once per file and, before each test, a
 * fresh database with an owner and a customer (and `clock`, when given, set to now). `use`
 * receives them after each reset, so the file keeps its own variables.
 */
export function withReturnsShop(kind: DatabaseKind, use: (world: ReturnsWorld) => void, clock?: ManualClock): void {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind, clock ? { clock } : {});
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    clock?.set(new Date());
    const admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    use({ shop, admin, customer: await insertCustomer(shop, 'mona@buyer.test') });
  });
}

export type BostaReturnsWorld = ReturnsWorld & { bosta: BostaStandIn };

/**
 * The lifecycle of a returns test file whose orders went out with Bosta: a shop talking to the
 * stand-in, and before each test a fresh database with Bosta's districts, an owner and a
 * customer. `use` receives them after each (re)start, so the file keeps its own variables.
 */
export function withBostaReturnsShop(kind: DatabaseKind, clock: ManualClock, use: (world: BostaReturnsWorld) => void): void {
  withBostaShop(kind, clock, async (world) => use({ ...world, customer: await insertCustomer(world.shop, 'mona@buyer.test') }), 'owner@shop.test');
}

/** The stand-in's first district: where the orders that went out with Bosta were delivered. */
export const BOSTA_DISTRICT = STAND_IN_CITIES[0]!.districts[0]!;

/** Records that the order went out with Bosta and was delivered (its shipment as the hand-off leaves it). */
export async function shippedWithBosta(shop: TestShop, order: { _id: string; orderNumber: number }, trackingNumber = `T${order.orderNumber}`): Promise<void> {
  await shop.database.db.insert(shipments).values({
    orderId: order._id,
    courier: 'bosta',
    handoff: 'sent',
    trackingNumber,
    districtId: BOSTA_DISTRICT.districtId,
    state: 'delivered',
    codAmountPiastres: 0,
  });
}

/** A delivered order of the world's customer (one piece in M) that went out with Bosta. */
export async function deliveredWithBosta({ shop, admin, customer }: ReturnsWorld, stock?: Partial<Record<Size, number>>): Promise<DeliveredOrder> {
  const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock });
  await shippedWithBosta(shop, order);
  return order;
}

/** The deliveries the shop asked the Bosta stand-in to create (parcels, pickups, exchanges). */
export const bostaCreates = (bosta: BostaStandIn) => bosta.requests.filter((request) => request.method === 'POST' && request.path === '/deliveries?apiVersion=1');

/** The request as the pickup job finds it after its delay: its last change `minutes` ago. */
export const returnQuietFor = (shop: TestShop, id: string, minutes: number) =>
  shop.database.db.execute(sql`update return_requests set updated_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);
