/** Helpers of the order confirmation API tests. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema/index';
import type { TestShop } from '../../test-support/test-shop';
import { writeSettings, type ConfirmationSettingsRecord } from '../shop-settings';
import { checkoutPayload, createOrder, guestWithCart, insertProduct } from '../orders/test-fixtures';

export type PlacedOrder = {
  _id: string;
  orderNumber: number;
  status: string;
  totalPrice: number;
  confirmation: { state: string; by: string | null; at: string | null };
  confirmationToken?: string | null;
};

/** A guest's order of one piece (a new product with `stock` pieces in size m); 201 expected. */
export async function placeOrder(shop: TestShop, options: { payload?: object; price?: number; stock?: number; language?: 'en' | 'ar' } = {}) {
  const product = await insertProduct(shop.database.db, { title: 'Cotton Shirt', price: options.price ?? 400, sizes: { m: options.stock ?? 5 } });
  const guest = await guestWithCart(shop, product.id, 'm', 1);
  const headers = options.language === 'ar' ? { ...guest, 'accept-language': 'ar' } : guest;
  const response = await createOrder(shop, headers, checkoutPayload(options.payload ?? {}));
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json().results as PlacedOrder, product, guest };
}

export const setConfirmationSettings = (shop: TestShop, values: Partial<ConfirmationSettingsRecord>) => writeSettings(shop.database.db, values);

export async function orderRow(shop: TestShop, orderId: string) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** Moves an order's placing back in time (the job compares it with the clock). */
export async function placedHoursAgo(shop: TestShop, orderId: string, hours: number, now: Date) {
  await shop.database.db
    .update(orders)
    .set({ createdAt: new Date(now.getTime() - hours * 60 * 60 * 1000) })
    .where(eq(orders.id, orderId));
}
