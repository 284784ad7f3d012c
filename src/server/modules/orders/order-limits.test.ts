import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, guestWithCart, insertProduct, type ProductFixture } from './test-fixtures';

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

  async function guestOrder(ip: string, phone: string) {
    const headers = await guestWithCart(shop, product.id, 'm', 1);
    const answer = await shop.app.inject({ method: 'POST', url: '/api/order/create', headers, remoteAddress: ip, payload: checkoutPayload({ phone, email: `${crypto.randomUUID()}@shop.test` }) });
    return { status: answer.statusCode, message: (answer.json() as { message: string }).message };
  }

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
