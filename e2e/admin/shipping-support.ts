/** Orders, hand-offs and screenshots the courier browser tests (issue 35) set up through the real API. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Governorate } from '../../src/shared/governorates';
import { toPiastres, toPounds } from '../../src/shared/money';
import { shippingFeePiastres } from '../../src/shared/shipping-fee';
import { addToCart, demo, uniqueEmail } from '../support/shop-session';
import { staffAnswer, uniquePhone } from './confirmation-support';

export { expectNoSidewaysScroll, inLanguage, shot, textsOf, type Language } from '../support/screens';

export type Placed = { _id: string; orderNumber: number; totalPrice: number };

type ListedProduct = { _id: string; finalPrice: number; sizeStock: Array<{ size: string; quantity: number }> };

/**
 * A product and size with stock to spare, chosen at random among the best stocked: these tests
 * place many orders, and the demo sizes other tests order (the tangerine tee's L) must not run out.
 */
async function stockedPiece(request: APIRequestContext): Promise<{ productId: string; size: string; finalPrice: number }> {
  const { products } = (await (await request.get('/api/products?pageSize=48')).json()) as { products: ListedProduct[] };
  const pieces = products
    .filter((product) => product._id !== demo.tangerineTee.id)
    .flatMap((product) => product.sizeStock.map((stock) => ({ productId: product._id, size: stock.size, quantity: stock.quantity, finalPrice: product.finalPrice })))
    .sort((a, b) => b.quantity - a.quantity)
    .slice(0, 12);
  const piece = pieces[Math.floor(Math.random() * pieces.length)];
  if (!piece || piece.quantity < 1) throw new Error('The demo catalogue has no stock left');
  return piece;
}

/** A guest's (or a signed-in customer's) cash-on-delivery order of one piece to this city, confirmed by the desk (status placed). */
export async function confirmedOrder(request: APIRequestContext, adminToken: string, to: { lastName: string; city: string; governorate: string; token?: string; email?: string }): Promise<Placed> {
  const guestId = crypto.randomUUID();
  const piece = await stockedPiece(request);
  await addToCart(request, to.token ? { token: to.token } : { guestId }, [{ productId: piece.productId, size: piece.size, quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { ...(to.token ? { authorization: to.token } : { guestid: guestId }), 'idempotency-key': crypto.randomUUID() },
    data: {
      email: to.email ?? uniqueEmail('courier'),
      firstName: 'Mona',
      lastName: to.lastName,
      address: '12 Corniche Street',
      city: to.city,
      governorate: to.governorate,
      phone: uniquePhone(),
      paymentMethod: 'cash',
      shippingFee: toPounds(shippingFeePiastres(toPiastres(piece.finalPrice), to.governorate as Governorate)),
      discount: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { results: Placed }).results;
  const [answer] = await staffAnswer(request, adminToken, [order._id], 'confirm');
  expect(answer?.ok, answer?.message).toBe(true);
  return order;
}

/** Has the shop read Bosta's cities and districts now (its daily job first runs a minute after the start). */
export async function loadBostaDistricts(request: APIRequestContext, adminToken: string) {
  const response = await request.post('/api/admin/shipments/districts/refresh', { headers: { authorization: adminToken } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Hands orders to a courier through the API (the screens' own hand-off is tested on the desk). */
export async function handOff(request: APIRequestContext, adminToken: string, orderIds: string[], courier: 'bosta' | 'own') {
  const response = await request.post('/api/admin/shipments', { headers: { authorization: adminToken }, data: { orderIds, courier } });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: Array<{ _id: string; ok: boolean; trackingNumber?: string; message?: string }> };
  for (const result of results) expect(result.ok, result.message).toBe(true);
  return results;
}

/** Records an own-delivery state by hand through the API. */
export async function recordOwnState(request: APIRequestContext, adminToken: string, orderId: string, body: { state: string; codCollected?: number; note?: string }) {
  const response = await request.patch(`/api/admin/shipments/${orderId}`, { headers: { authorization: adminToken }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}
