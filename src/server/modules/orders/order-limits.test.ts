import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, guestWithCart, insertProduct, queryRows, type ProductFixture } from './test-fixtures';

const PER_IP = 3;
const PER_PHONE = 2;

describe.each(testDatabases())('order flood limits on %s', (kind) => {
  let shop: TestShop;
  let product: ProductFixture;
  beforeAll(async () => {
    shop = await createTestShop(kind, { orderLimits: { perIp: PER_IP, windowMinutes: 30, pendingPerPhone: PER_PHONE } });
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 100 } });
  });

  async function guestOrder(ip: string, phone: string, headers?: Record<string, string>) {
    const requestHeaders = headers ?? (await guestWithCart(shop, product.id, 'm', 1));
    const answer = await shop.app.inject({ method: 'POST', url: '/api/order/create', headers: requestHeaders, remoteAddress: ip, payload: checkoutPayload({ phone, email: `${crypto.randomUUID()}@shop.test` }) });
    const body = answer.json() as { message: string; results?: { _id: string } };
    return { status: answer.statusCode, message: body.message, orderId: body.results?._id };
  }

  const countRows = async (table: 'orders' | 'order_sources') => Number((await queryRows(shop.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

  it('lets only one of several concurrent orders from one address have its last free place', async () => {
    for (let n = 0; n < PER_IP - 1; n++) expect((await guestOrder('203.0.113.9', `0102000000${n}`)).status).toBe(201);
    // Carts first, so that the orders themselves start together.
    const carts = await Promise.all(Array.from({ length: 6 }, () => guestWithCart(shop, product.id, 'm', 1)));
    const answers = await Promise.all(carts.map((headers, n) => guestOrder('203.0.113.9', `0103000000${n}`, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect(await countRows('orders')).toBe(PER_IP);
    expect(await countRows('order_sources')).toBe(PER_IP);
  });

  it('lets only one of several concurrent orders of one phone number have its last pending place', async () => {
    expect((await guestOrder('198.51.100.20', '01055555555')).status).toBe(201);
    const carts = await Promise.all(Array.from({ length: 6 }, () => guestWithCart(shop, product.id, 'm', 1)));
    // The same number written in several ways, from several addresses.
    const spellings = ['01055555555', '+201055555555', '201055555555', '0105 555 5555', '01055555555', '+20 105 555 5555'];
    const answers = await Promise.all(carts.map((headers, n) => guestOrder(`198.51.100.${30 + n}`, spellings[n]!, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect(await countRows('orders')).toBe(PER_PHONE);
  });

  it('answers a retry with the same Idempotency-Key with the original order, never 429', async () => {
    const headers = { ...(await guestWithCart(shop, product.id, 'm', 1)), 'idempotency-key': 'checkout-retry-1' };
    const payload = checkoutPayload({ phone: '01066666666', email: 'retry@shop.test' });
    const send = () => shop.app.inject({ method: 'POST', url: '/api/order/create', headers, remoteAddress: '203.0.113.50', payload });
    const first = await send();
    expect(first.statusCode).toBe(201);
    // The address uses up its limit with other orders.
    for (let n = 1; n < PER_IP; n++) expect((await guestOrder('203.0.113.50', `0107000000${n}`)).status).toBe(201);
    expect((await guestOrder('203.0.113.50', '01079999999')).status).toBe(429);
    // The first checkout's answer was lost: its retries, even in parallel, get the same order.
    const retries = await Promise.all([send(), send(), send()]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().results._id).toBe(first.json().results._id);
    }
    expect(await countRows('orders')).toBe(PER_IP);
  });

  it(`places at most ${PER_IP} orders per client address per window (429), other addresses unaffected`, async () => {
    for (let n = 0; n < PER_IP; n++) expect((await guestOrder('203.0.113.1', `0101000000${n}`)).status).toBe(201);
    expect(await guestOrder('203.0.113.1', '01019999999')).toEqual({
      status: 429,
      message: 'Too many orders from this connection. Please try again in 30 minutes or order on WhatsApp.',
    });
    expect((await guestOrder('203.0.113.2', '01019999999')).status).toBe(201);
    // The window passes.
    await shop.database.db.execute(sql`update order_sources set created_at = created_at - interval '31 minutes'`);
    expect((await guestOrder('203.0.113.1', '01019999998')).status).toBe(201);
  });

  it(`allows ${PER_PHONE} pending orders per phone number (429), then again once one is under way`, async () => {
    expect((await guestOrder('198.51.100.1', '01012345678')).status).toBe(201);
    expect((await guestOrder('198.51.100.2', '01012345678')).status).toBe(201);
    expect(await guestOrder('198.51.100.3', '01012345678')).toEqual({
      status: 429,
      message: 'This phone number already has 2 orders waiting for confirmation. Please wait until they are confirmed, or call us.',
    });
    expect((await guestOrder('198.51.100.3', '01112345678')).status).toBe(201);
    // Once one is no longer pending, the number may order again.
    await shop.database.db.execute(sql`update orders set status = 'shipped' where id = (select id from orders where phone = '01012345678' limit 1)`);
    expect((await guestOrder('198.51.100.4', '01012345678')).status).toBe(201);
  });
});
