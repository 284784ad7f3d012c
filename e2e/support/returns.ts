/** Delivered orders and return requests the returns browser tests (issue 36) set up through the real API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { toPiastres, toPounds } from '../../src/shared/money';
import { shippingFeePiastres } from '../../src/shared/shipping-fee';
import { e2eDataDir } from '../../playwright.config';
import { staffAnswer, uniquePhone } from '../admin/confirmation-support';
import { handOff, loadBostaDistricts } from '../admin/shipping-support';
import { BOSTA_STATE, bostaEvent } from './bosta-control';
import type { Language } from './screens';
import { addToCart, demo } from './shop-session';

export { expectNoSidewaysScroll, inLanguage, shot, textsOf, type Language } from './screens';

export type Piece = { productId: string; title: string; size: string; otherSize: string; finalPrice: number };
export type Delivered = { _id: string; orderNumber: number; totalPrice: number; piece: Piece };

type ListedProduct = { _id: string; title: string; finalPrice: number; sizeStock: Array<{ size: string; quantity: number }> };

/** A demo product with two well-stocked sizes (one to order, one to exchange it for), chosen at random among them. */
export async function stockedPiece(request: APIRequestContext): Promise<Piece> {
  const { products } = (await (await request.get('/api/products?pageSize=48')).json()) as { products: ListedProduct[] };
  const candidates = products
    .filter((product) => product._id !== demo.tangerineTee.id)
    .map((product) => ({ product, sizes: product.sizeStock.filter((stock) => stock.quantity >= 3).map((stock) => stock.size) }))
    .filter((candidate) => candidate.sizes.length >= 2 && candidate.product.finalPrice < 1000);
  const chosen = candidates[Math.floor(Math.random() * candidates.length)];
  if (!chosen) throw new Error('The demo catalogue has no product with two stocked sizes');
  return { productId: chosen.product._id, title: chosen.product.title, size: chosen.sizes[0]!, otherSize: chosen.sizes[1]!, finalPrice: chosen.product.finalPrice };
}

/**
 * A signed-in customer's order of one piece to Cairo, confirmed by the desk and set delivered, in
 * the given language; with `viaBosta`, handed to Bosta and delivered by its webhook (its return
 * is then picked up by Bosta: an exchange becomes a Bosta exchange, type 30).
 */
export async function deliveredOrder(
  request: APIRequestContext,
  adminToken: string,
  customer: { token: string; email: string; lastName: string; language: Language },
  options: { viaBosta?: boolean } = {},
): Promise<Delivered> {
  const piece = await stockedPiece(request);
  await addToCart(request, { token: customer.token }, [{ productId: piece.productId, size: piece.size, quantity: 1 }]);
  const response = await request.post('/api/order/create', {
    headers: { authorization: customer.token, 'idempotency-key': crypto.randomUUID(), 'accept-language': customer.language },
    data: {
      email: customer.email,
      firstName: 'Mona',
      lastName: customer.lastName,
      address: '12 Corniche Street',
      city: 'Zamalek',
      governorate: 'Cairo',
      phone: uniquePhone(),
      paymentMethod: 'cash',
      shippingFee: toPounds(shippingFeePiastres(toPiastres(piece.finalPrice), 'Cairo')),
      discount: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { results: { _id: string; orderNumber: number; totalPrice: number } }).results;
  const [answer] = await staffAnswer(request, adminToken, [order._id], 'confirm');
  expect(answer?.ok, answer?.message).toBe(true);
  if (options.viaBosta) {
    await loadBostaDistricts(request, adminToken);
    await handOff(request, adminToken, [order._id], 'bosta');
    expect((await bostaEvent(e2eDataDir, order.orderNumber, BOSTA_STATE.delivered)).shop.status).toBe(200);
    return { ...order, piece };
  }
  const delivered = await request.patch(`/api/admin/orders/${order._id}`, { headers: { authorization: adminToken }, data: { status: 'delivered' } });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return { ...order, piece };
}

/** A return request through the API (the form itself is tested in the storefront). */
export async function askReturn(request: APIRequestContext, token: string, order: Delivered, line: { reason: string; exchangeSize?: string }) {
  const response = await request.post(`/api/orders/${order._id}/returns`, {
    headers: { authorization: token },
    data: { lines: [{ productId: order.piece.productId, size: order.piece.size, quantity: 1, ...line }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { results: { _id: string; label: string; proposedRefund: number } }).results;
}
