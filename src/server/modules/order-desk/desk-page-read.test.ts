import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { riskOfPhones } from '../confirmation';
import { findOrderWithLines, withLines } from '../orders';
import type { Size } from '../../../shared/sizes';
import { addToCart, checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct } from '../orders/test-fixtures';
import { findOrderPage } from './order-desk.repository';

/**
 * The desk's page and an order's detail are read in one statement each (lines, shipment and
 * the phone's risk as JSON inside it); they must answer exactly what the separate reads did.
 */
describe.each(testDatabases())('the desk page read in one statement on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const db = shop.database.db;
    const shirt = (await insertProduct(db, { title: 'Linen Shirt', price: 50, sizes: { m: 10, l: 10 } })).id;
    const dress = (await insertProduct(db, { title: 'Abaya', price: 60, sizes: { s: 10 } })).id;
    const place = async (phone: string, lines: Array<[string, Size]>) => {
      const cart = await guestWithCart(shop, lines[0]![0], lines[0]![1], 2);
      for (const [productId, size] of lines.slice(1)) await addToCart(shop, cart, productId, size, 1);
      const response = await createOrder(shop, cart, checkoutPayload({ phone }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().results._id as string;
    };
    const first = await place('01012345678', [[shirt, 'm'], [dress, 's'], [shirt, 'l']]);
    await place('01012345678', [[dress, 's']]);
    const third = await place('01198765432', [[shirt, 'l']]);
    await db.execute(sql`update orders set status = 'delivered', cancel_reason = null where id = ${first}`);
    const [settlement] = (
      (await db.execute(sql`insert into settlements (courier, amount_piastres, expected_piastres, reference, received_at)
        values ('bosta', 60000, 60000, 'TRX-1', '2026-11-20') returning id`)) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    await db.execute(sql`insert into shipments (order_id, courier, handoff, tracking_number, state, last_event_at, cod_amount_piastres, cod_collected_piastres, settlement_id)
      values (${first}, 'bosta', 'sent', 'TRK-1', 'delivered', now(), 60000, 60000, ${settlement!.id})`);
    await db.execute(sql`insert into shipments (order_id, courier, handoff, handoff_error, cod_amount_piastres)
      values (${third}, 'bosta', 'failed', 'no district', 39000)`);
  });
  afterAll(() => shop.close());

  it('answers each order with the lines, shipment and risk the separate reads give, key for key', async () => {
    const db = shop.database.db;
    const page = await findOrderPage(db, { governorate: undefined, q: undefined, from: undefined, to: undefined }, 1, 20);
    expect(page).toHaveLength(3);
    const plain = await db.select().from(orders).orderBy(sql`created_at desc, id desc`);
    const separate = await withLines(db, plain);
    const risks = await riskOfPhones(db, plain.map((order) => order.phone));
    const expected = separate.map((order) => ({ ...order, risk: risks.get(order.phone) }));
    expect(page).toEqual(expected);
    expect(JSON.stringify(page)).toBe(JSON.stringify(expected));
    expect(page.map((order) => [order.lines.length, order.shipment?.handoff ?? null, order.risk.orders])).toEqual([
      [1, 'failed', 1],
      [1, null, 2],
      [3, 'sent', 2],
    ]);
    expect(page[2]!.shipment!.settledOn).toBe('2026-11-20');
    expect(page[2]!.shipment!.lastEventAt).toBeInstanceOf(Date);

    for (const order of separate) {
      const one = await findOrderWithLines(db, order.id);
      expect(one).toEqual(order);
      expect(JSON.stringify(one)).toBe(JSON.stringify(order));
    }
    expect(await findOrderWithLines(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('costs a page three statements (the page, the counts per status, those awaiting) and a detail three', async () => {
    const admin = await insertCustomer(shop, 'owner@shop.test', 'admin');
    const statements: string[] = [];
    const query = pg.Client.prototype.query;
    const counted = async (url: string) => {
      statements.length = 0;
      // Every statement the shop sends goes through a pg client of the pool.
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const text = args[0];
        statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const response = await shop.app.inject({ method: 'GET', url, headers: admin.headers });
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        pg.Client.prototype.query = query;
      }
      return statements.filter((text) => /\b(orders|order_lines|shipments|order_status_changes|order_day_status_totals|order_day_totals)\b/.test(text));
    };
    expect(await counted('/api/admin/orders')).toHaveLength(3);
    const [newest] = (await shop.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers })).json().orders;
    // The order with its lines and shipment, its history, and the customer's record.
    expect(await counted(`/api/admin/orders/${newest._id}`)).toHaveLength(3);
  });
});
