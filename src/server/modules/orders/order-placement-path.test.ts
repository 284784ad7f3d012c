import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../../shared/schemas/checkout';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { placeOrder } from './order-placement.service';
import { addToCart, checkoutPayload, insertCustomer, insertProduct, setStock, stockOf } from './test-fixtures';

/**
 * Both ways of placing an order give the same answers, so the API tests alone cannot tell
 * which one ran: these prove the common checkout takes the one-statement path (no
 * transaction, two round trips) and everything that needs a decision takes the transaction.
 */
describe.each(testDatabases())('the way an order is placed on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const payload = (overrides: object = {}) => checkoutSchema.parse(checkoutPayload(overrides));

  /** A guest with one 500 LE shirt in the cart (size m, 5 in stock). */
  async function guestCart() {
    const product = await insertProduct(shop.database.db, { price: 500, sizes: { m: 5 } });
    const guestId = randomUUID();
    await addToCart(shop, { guestid: guestId }, product.id, 'm', 1);
    return { product, shopper: { kind: 'guest' as const, guestId } };
  }

  it('a guest checkout without a code: one statement, stock taken', async () => {
    const { product, shopper } = await guestCart();
    const placed = await placeOrder(shop.app.deps, shopper, payload());
    expect(placed).toMatchObject({ placedBy: 'one statement', replayed: false });
    expect(placed.order.totalPrice).toBe(590);
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(4);
  });

  it('a signed-in checkout with a new Idempotency-Key: one statement; the same key again: replayed by the transaction', async () => {
    const product = await insertProduct(shop.database.db, { price: 500, sizes: { m: 5 } });
    const customer = await insertCustomer(shop);
    await addToCart(shop, customer.headers, product.id, 'm', 1);
    const shopper = { kind: 'user' as const, userId: customer.id, email: customer.email };
    const key = randomUUID();
    const first = await placeOrder(shop.app.deps, shopper, payload(), key);
    expect(first).toMatchObject({ placedBy: 'one statement', replayed: false });
    const again = await placeOrder(shop.app.deps, shopper, payload(), key);
    expect(again).toMatchObject({ placedBy: 'transaction', replayed: true });
    expect(again.order._id).toBe(first.order._id);
  });

  it('WELCOME10: the transaction, which checks the first-order rule under its locks', async () => {
    const { shopper } = await guestCart();
    const placed = await placeOrder(shop.app.deps, shopper, payload({ discount: 50, promoCode: 'WELCOME10' }));
    expect(placed).toMatchObject({ placedBy: 'transaction', replayed: false });
    expect(placed.order.totalPrice).toBe(540);
  });

  it('a cart asking for more than the stock is refused (by the transaction); with the stock back, one statement again', async () => {
    const { product, shopper } = await guestCart();
    await setStock(shop.database.db, product.id, 'm', 0);
    await expect(placeOrder(shop.app.deps, shopper, payload())).rejects.toMatchObject({ statusCode: 409 });
    await setStock(shop.database.db, product.id, 'm', 1);
    expect(await placeOrder(shop.app.deps, shopper, payload())).toMatchObject({ placedBy: 'one statement' });
  });
});
