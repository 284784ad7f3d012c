import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_IDENTITY_KEY_SQL, emailIdentityKey } from '../../../shared/email-identity';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { readCartForCheckout } from '../cart';
import { writeOrder } from './order-placement.repository';
import { addToCart, checkoutPayload, countOrders, createOrder, guestHeaders, guestWithCart, insertCustomer, insertProduct, setStock, stockOf, queryRows } from './test-fixtures';

describe.each(testDatabases())('placing orders on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const db = () => shop.database.db;
  const myCart = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers });

  it('places a guest order from the cart with every Order field, takes stock and empties the cart', async () => {
    const product = await insertProduct(db(), { title: 'Linen Shirt', price: 250, discount: 20, sizes: { m: 5, l: 1 } });
    const guest = await guestWithCart(shop, product.id, 'm', 2);
    await addToCart(shop, guest, product.id, 'l', 1);
    const response = await createOrder(shop, guest, checkoutPayload({ phone: '+20 101 234 5678' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Order placed successfully');
    const order = body.results;
    expect(order).toMatchObject({
      firstName: 'Mona', lastName: 'Hassan', email: 'buyer@shop.test', phone: '01012345678', address: '12 Nile Street',
      city: 'Cairo', governorate: 'Cairo', paymentMethod: 'cash', shippingFee: 90, discount: 0, totalPrice: 690, status: 'pending',
    });
    expect(typeof order._id).toBe('string');
    expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.products).toHaveLength(2);
    expect(order.products.find((line: { size: string }) => line.size === 'm')).toMatchObject({
      title: 'Linen Shirt', size: 'm', quantity: 2, finalPrice: 200, image: `http://shop.test/media/products/${product.id}/0.webp`,
    });
    expect(typeof order.products[0]._id).toBe('string');
    expect(await stockOf(db(), product.id, 'm')).toBe(3);
    expect(await stockOf(db(), product.id, 'l')).toBe(0);
    expect((await myCart(guest)).statusCode).toBe(404);
    const changes = await queryRows(db(), sql`select from_status, to_status, changed_by from order_status_changes where order_id = ${order._id}`);
    expect(changes).toEqual([{ from_status: null, to_status: 'pending', changed_by: null }]);
  });

  it.each([
    ['Alexandria', 100, 70],
    ['Giza', 100, 90],
    ['Cairo', 1349.99, 90],
    ['Alexandria', 1350, 0],
    ['Aswan', 2000, 0],
  ])('charges shipping to %s on a %s LE cart as %s LE', async (governorate, price, fee) => {
    const product = await insertProduct(db(), { price, sizes: { s: 3 } });
    const guest = await guestWithCart(shop, product.id, 's', 1);
    const response = await createOrder(shop, guest, checkoutPayload({ governorate, shippingFee: fee }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().results).toMatchObject({ shippingFee: fee, totalPrice: Math.round((price + fee) * 100) / 100 });
  });

  it('refuses a forged shipping fee or discount with 400 naming the difference, storing nothing and moving no stock', async () => {
    const product = await insertProduct(db(), { price: 300, sizes: { m: 4 } });
    const guest = await guestWithCart(shop, product.id, 'm', 2);
    const cases: Array<[object, string]> = [
      [{ shippingFee: 70 }, 'shippingFee: expected 90 but got 70'],
      [{ shippingFee: 0 }, 'shippingFee: expected 90 but got 0'],
      [{ discount: 50 }, 'discount: expected 0 but got 50'],
      [{ discount: 59.99 }, 'discount: expected 0 but got 59.99'],
      [{ discount: 30, promoCode: 'WELCOME10' }, 'discount: expected 60 but got 30'],
      [{ discount: 60, promoCode: 'SUMMER50' }, 'Invalid promo code. Please try again.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await createOrder(shop, guest, checkoutPayload(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countOrders(db())).toBe(0);
    expect(await stockOf(db(), product.id, 'm')).toBe(4);
    expect((await myCart(guest)).json().results.totalItems).toBe(2);
  });

  it('refuses bad shipping details and requests without a cart or identity', async () => {
    const product = await insertProduct(db(), { price: 100, sizes: { m: 4 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const cases: Array<[object, RegExp]> = [
      [{ phone: '0101234567' }, /^phone: Invalid phone number$/],
      [{ phone: '+20101234567' }, /^phone: Invalid phone number$/],
      [{ governorate: 'Paris' }, /^governorate: /],
      [{ email: 'nope' }, /^email: Invalid email$/],
      [{ firstName: '  ' }, /^firstName: Required$/],
      [{ paymentMethod: 'card' }, /^paymentMethod: /],
      [{ shippingFee: -90 }, /^shippingFee: /],
      [{ shippingFee: '90' }, /^shippingFee: /],
      [{ discount: 1e300 }, /^discount: /],
    ];
    for (const [overrides, message] of cases) {
      const response = await createOrder(shop, guest, checkoutPayload(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const empty = await createOrder(shop, guestHeaders());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');
    expect((await createOrder(shop, {})).statusCode).toBe(401);
    expect(await countOrders(db())).toBe(0);
  });

  it('gives WELCOME10 on the first order of an e-mail and of a phone only, and frees it when that order is cancelled', async () => {
    const product = await insertProduct(db(), { price: 500, sizes: { m: 20 } });
    const customer = await insertCustomer(shop);
    await addToCart(shop, customer.headers, product.id, 'm', 1);
    // No promoCode: the discount equal to the WELCOME10 amount is read as WELCOME10.
    const first = await createOrder(shop, customer.headers, checkoutPayload({ discount: 50 }));
    expect(first.statusCode).toBe(201);
    expect(first.json().results).toMatchObject({ discount: 50, totalPrice: 540, promoCode: 'WELCOME10' });

    const again = async (overrides: object) => {
      const guest = await guestWithCart(shop, product.id, 'm', 2);
      return createOrder(shop, guest, checkoutPayload({ discount: 100, promoCode: ' welcome10 ', ...overrides }));
    };
    for (const overrides of [{}, { email: 'other@shop.test' }, { phone: '01199999999' }]) {
      const refused = await again(overrides);
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(refused.json().message).toBe('The WELCOME10 code is only valid on your first order.');
    }
    expect(await countOrders(db())).toBe(1);
    expect(await stockOf(db(), product.id, 'm')).toBe(19);

    const cancel = await shop.app.inject({ method: 'PATCH', url: `/api/order/cancel/${first.json().results._id}`, headers: customer.headers });
    expect(cancel.statusCode).toBe(200);
    const freed = await again({});
    expect(freed.statusCode, freed.body).toBe(201);
    expect(freed.json().results).toMatchObject({ discount: 100, totalPrice: 990, promoCode: 'WELCOME10' });
  });

  it('refuses WELCOME10 when the address already has an order placed without it', async () => {
    const product = await insertProduct(db(), { price: 200, sizes: { m: 20 } });
    expect((await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1))).statusCode).toBe(201);
    const refused = await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), checkoutPayload({ discount: 20 }));
    expect(refused.statusCode).toBe(409);
  });

  it('counts case, plus-addressing, Gmail dots and phone forms as the same customer for WELCOME10', async () => {
    const product = await insertProduct(db(), { price: 200, sizes: { m: 20 } });
    const first = await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), checkoutPayload({ email: 'mona@gmail.com', phone: '01012345678' }));
    expect(first.statusCode, first.body).toBe(201);
    const variants = [
      { email: 'mona+2@gmail.com', phone: '01155555555' },
      { email: 'm.o.n.a@gmail.com', phone: '01155555556' },
      { email: 'MONA@gmail.com', phone: '01155555557' },
      { email: 'Mona+shop@GoogleMail.com', phone: '01155555558' },
      { email: 'someone-else@shop.test', phone: '+20 101 234 5678' },
    ];
    for (const overrides of variants) {
      const refused = await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), checkoutPayload({ discount: 20, promoCode: 'WELCOME10', ...overrides }));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(409);
    }
    // Dots are one person only at Gmail: elsewhere they name another mailbox.
    const otherPerson = await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), checkoutPayload({ discount: 20, promoCode: 'WELCOME10', email: 'mo.na@shop.test', phone: '01155555559' }));
    expect(otherPerson.statusCode, otherPerson.body).toBe(201);
    // The order keeps the address as typed.
    expect(otherPerson.json().results.email).toBe('mo.na@shop.test');
  });

  it('computes the identity key in the database exactly as the shared rule does', async () => {
    const addresses = ['mona@gmail.com', 'M.O.N.A+x@GoogleMail.com', 'a.b+c+d@shop.test', 'plain@example.com', 'x+@y.z', '.dot.@gmail.com'];
    for (const address of addresses) {
      const [row] = await queryRows(db(), sql`select ${sql.raw(EMAIL_IDENTITY_KEY_SQL(`'${address.replaceAll("'", "''")}'`))} as key`);
      expect(row!.key, address).toBe(emailIdentityKey(address));
    }
  });

  it('refuses a sold-out size with 409 naming product and size, storing nothing', async () => {
    const shirt = await insertProduct(db(), { title: 'Zebra Tee', price: 100, sizes: { m: 5 } });
    const hat = await insertProduct(db(), { title: 'Sun Hat', price: 80, sizes: { s: 3 } });
    const guest = await guestWithCart(shop, shirt.id, 'm', 2);
    await addToCart(shop, guest, hat.id, 's', 3);
    await setStock(db(), shirt.id, 'm', 0);
    const refused = await createOrder(shop, guest);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Zebra Tee in size M is sold out');
    await setStock(db(), shirt.id, 'm', 1);
    const short = await createOrder(shop, guest);
    expect(short.json().message).toBe('Only 1 left of Zebra Tee in size M');
    expect(await countOrders(db())).toBe(0);
    expect(await stockOf(db(), hat.id, 's')).toBe(3);
    expect(await stockOf(db(), shirt.id, 'm')).toBe(1);
    expect((await myCart(guest)).json().results.totalItems).toBe(5);
  });

  it('writes nothing in one statement when the cart changed after it was read, and the checkout then places the cart as it is', async () => {
    const shirt = await insertProduct(db(), { title: 'Zebra Tee', price: 100, sizes: { m: 5 } });
    const hat = await insertProduct(db(), { title: 'Sun Hat', price: 80, sizes: { s: 3 } });
    const guest = await guestWithCart(shop, shirt.id, 'm', 2);
    const read = (await readCartForCheckout(db(), { guestId: guest.guestid }, { lock: false }))!;
    await addToCart(shop, guest, hat.id, 's', 1);

    const stale = await writeOrder(db(), {
      cartId: read.cartId,
      cartVersion: read.version,
      order: {
        userId: null, guestId: guest.guestid, email: 'buyer@shop.test', firstName: 'Mona', lastName: 'Hassan', phone: '01012345678',
        address: '12 Nile Street', city: 'Cairo', governorate: 'Cairo', paymentMethod: 'cash',
        subtotalPiastres: 20_000, shippingFeePiastres: 9_000, discountPiastres: 0, totalPiastres: 29_000, promoCode: null, language: 'en',
        confirmationState: 'not_needed', confirmationToken: null,
      },
      lines: read.lines.map((line) => ({ ...line, imageUrl: '' })),
      changedBy: null,
      idempotency: { requester: `guest:${guest.guestid}`, key: 'stale-cart', payloadHash: 'x' },
    });
    expect(stale.placed).toBe(false);
    expect(await countOrders(db())).toBe(0);
    expect(await stockOf(db(), shirt.id, 'm')).toBe(5);
    expect(await queryRows(db(), sql`select key from order_idempotency_keys`)).toEqual([]);

    const placed = await createOrder(shop, guest, checkoutPayload({ shippingFee: 90 }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().results.products).toHaveLength(2);
    expect(await stockOf(db(), hat.id, 's')).toBe(2);
  });
});
