/** Orders and answers the confirmation browser tests set up through the real API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { demoProductId } from '../../src/shared/demo-catalogue';
import { addToCart, uniqueEmail } from '../support/shop-session';

/** A mobile number no other test uses (010 and eight digits from the clock and chance). */
export const uniquePhone = () => `010${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

/**
 * Sizes with stock to spare that no other browser test orders (src/server/db/seed/demo-data.ts):
 * these files place some thirty orders a run, which would sell out the few products the other
 * files rely on (the Tangerine tee in L has 18).
 */
const SPARE_STOCK: Array<[number, string]> = [
  [3, 'm'], [3, 'l'], // Coral Swim Shorts
  [14, 'm'], [14, 'l'], // Navy Sailor Tee
  [16, 'm'], [16, 'l'], // Deep Blue Hoodie
  [21, 'm'], [21, 'l'], // Rosy Dot Tee
  [31, 'm'], [31, 'l'], // Heather Grey Hoodie
  [32, 'm'], [32, 'l'], // Slim Chino Pants
  [35, 's'], [35, 'm'], [35, 'l'], // Denim Blue Shorts
];

type Placed = { status: number; body: { message?: string; results?: { _id: string; orderNumber: number } } };

/** A guest's cash-on-delivery checkout of one piece, as the checkout page sends it. */
export async function checkout(request: APIRequestContext, customer: { lastName: string; phone: string; email?: string; language?: 'en' | 'ar' }): Promise<Placed> {
  const guestId = crypto.randomUUID();
  const [index, size] = SPARE_STOCK[Math.floor(Math.random() * SPARE_STOCK.length)]!;
  await addToCart(request, { guestId }, [{ productId: demoProductId(index), size, quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { guestid: guestId, 'idempotency-key': crypto.randomUUID(), 'accept-language': customer.language ?? 'en' },
    data: {
      email: customer.email ?? uniqueEmail('confirm'),
      firstName: 'Mona',
      lastName: customer.lastName,
      address: '12 Corniche St',
      city: 'Zamalek',
      governorate: 'Cairo',
      phone: customer.phone,
      paymentMethod: 'cash',
      shippingFee: 90,
      discount: 0,
    },
  });
  return { status: response.status(), body: (await response.json()) as Placed['body'] };
}

/** A placed order (201), its id and number. */
export async function placeOrder(request: APIRequestContext, customer: { lastName: string; phone: string }) {
  const placed = await checkout(request, customer);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.results!;
}

/** The desk's answer for some orders, through the API. */
export async function staffAnswer(request: APIRequestContext, token: string, ids: string[], answer: 'confirm' | 'decline') {
  const response = await request.post('/api/admin/orders/confirmation', { headers: { authorization: token }, data: { ids, answer } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: Array<{ _id: string; ok: boolean; message?: string }> }).results;
}

/** An order confirmed, shipped and refused at the door: the phone's record then shows a refusal. */
export async function refusedOrder(request: APIRequestContext, token: string, customer: { lastName: string; phone: string }) {
  const order = await placeOrder(request, customer);
  expect((await staffAnswer(request, token, [order._id], 'confirm'))[0]?.ok).toBe(true);
  const headers = { authorization: token };
  const shipped = await request.patch(`/api/admin/orders/${order._id}`, { headers, data: { status: 'shipped' } });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const refused = await request.patch(`/api/admin/orders/${order._id}`, { headers, data: { status: 'cancelled', cancelReason: 'refused_on_delivery' } });
  expect(refused.status(), await refused.text()).toBe(200);
  return order;
}

/** The order as the desk reads it. */
export async function deskOrder(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/admin/orders/${id}`, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { status: string; confirmation: { state: string; by: string | null } } }).results;
}
