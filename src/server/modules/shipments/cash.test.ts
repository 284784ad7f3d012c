import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { startBostaStandIn, type BostaStandIn } from '../../test-support/bosta-stand-in';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { insertPlacedOrders, seedStandInDistricts } from './test-helpers';

describe.each(testDatabases())("the couriers' cash on %s", (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  const clock = new ManualClock();
  beforeAll(async () => {
    bosta = await startBostaStandIn();
    shop = await createTestShop(kind, { clock, bosta: bosta.config() });
  });
  beforeEach(async () => {
    await shop.reset();
    bosta.deliveries.clear();
    admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    await seedStandInDistricts(shop.database.db, clock);
  });
  afterAll(async () => {
    await shop.close();
    await bosta.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => shop.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  /** Four Bosta orders delivered (cash 490, 490, 470 and 490 LE), one returned, and one own delivery delivered (400 LE). */
  async function deliveries() {
    const ids = await insertPlacedOrders(shop.database.db, 5);
    const handed = (await inject('POST', '/api/admin/shipments', { orderIds: ids, courier: 'bosta' })).json().results as Array<{ _id: string; trackingNumber: string }>;
    const now = Date.now();
    for (const [index, { trackingNumber }] of handed.entries()) {
      const secret = (bosta.deliveries.get(trackingNumber)!.body.webhookCustomHeaders as Record<string, string>)['x-webhook-secret']!;
      const post = (event: object) => shop.app.inject({ method: 'POST', url: '/api/webhooks/bosta', headers: { 'x-webhook-secret': secret, 'content-type': 'application/json' }, payload: event });
      await post(bosta.setState(trackingNumber, 21, new Date(now - 3_600_000)));
      if (index === 4) await post(bosta.setState(trackingNumber, 46, new Date(now), { type: 'RTO' }));
      else await post(bosta.setState(trackingNumber, 45, new Date(now), index === 2 ? { cod: 470 } : {}));
    }
    const [own] = await insertPlacedOrders(shop.database.db, 1);
    await inject('POST', '/api/admin/shipments', { orderIds: [own], courier: 'own' });
    await inject('PATCH', `/api/admin/shipments/${own}`, { state: 'delivered', codCollected: 400 });
    return { bostaIds: ids, own: own! };
  }

  it('lists the cash each courier owes, records a settlement with its difference flagged, and marks the orders settled', async () => {
    const { bostaIds, own } = await deliveries();
    const before = await inject('GET', '/api/admin/settlements');
    expect(before.statusCode).toBe(200);
    const unsettled = before.json().unsettled as Array<{ courier: string; amount: number; orders: Array<{ _id: string; codCollected: number }> }>;
    expect(unsettled.map((group) => [group.courier, group.amount, group.orders.length])).toEqual([
      ['bosta', 1940, 4],
      ['own', 400, 1],
    ]);
    expect(before.json().settlements).toEqual([]);
    expect((await inject('GET', '/api/admin/dashboard/courier-cash')).json().cash).toEqual({
      withCourier: 2340,
      withCourierOrders: 5,
      settledThisMonth: 0,
    });

    // Bosta paid 900 LE for two orders worth 490 + 470.
    const today = new Date().toISOString().slice(0, 10);
    const settled = await inject('POST', '/api/admin/settlements', { courier: 'bosta', amount: 900, reference: 'BOSTA-TRX-1', receivedAt: today, orderIds: [bostaIds[0], bostaIds[2]] });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toEqual({
      message: 'Settlement recorded, with a difference of -60 LE.',
      results: {
        _id: expect.any(String),
        courier: 'bosta',
        amount: 900,
        reference: 'BOSTA-TRX-1',
        receivedAt: today,
        orderIds: [bostaIds[0], bostaIds[2]],
        expected: 960,
        difference: -60,
        createdAt: expect.any(String),
      },
    });
    const exact = await inject('POST', '/api/admin/settlements', { courier: 'own', amount: 400, reference: 'cash from Hany', receivedAt: today, orderIds: [own] });
    expect(exact.json().message).toBe('Settlement recorded.');
    expect(exact.json().results.difference).toBe(0);

    const after = (await inject('GET', '/api/admin/settlements')).json();
    expect(after.settlements.map((row: { reference: string; difference: number }) => [row.reference, row.difference]).sort()).toEqual([
      ['BOSTA-TRX-1', -60],
      ['cash from Hany', 0],
    ]);
    expect(after.unsettled).toHaveLength(1);
    expect(after.unsettled[0]).toMatchObject({ courier: 'bosta', amount: 980 });
    expect(after.unsettled[0].orders.map((order: { _id: string }) => order._id).sort()).toEqual([bostaIds[1], bostaIds[3]].sort());
    const detail = (await inject('GET', `/api/admin/orders/${bostaIds[0]}`)).json().results;
    expect(detail.shipment.settledAt).toBe(today);
    expect((await inject('GET', '/api/admin/dashboard/courier-cash')).json().cash).toMatchObject({ withCourier: 980, withCourierOrders: 2, settledThisMonth: 1300 });
  });

  it('refuses orders that are not delivered, of another courier, already settled or unknown, and writes nothing then', async () => {
    const { bostaIds, own } = await deliveries();
    const today = new Date().toISOString().slice(0, 10);
    const settle = (orderIds: string[], courier = 'bosta') => inject('POST', '/api/admin/settlements', { courier, amount: 100, reference: 'R', receivedAt: today, orderIds });
    const returned = await settle([bostaIds[0]!, bostaIds[4]!]);
    expect(returned.statusCode).toBe(400);
    expect(returned.json().message).toMatch(/^Order #\d+ is not delivered: only delivered orders are settled\.$/);
    const other = await settle([own], 'bosta');
    expect(other.json().message).toMatch(/^Order #\d+ was not delivered by Bosta\.$/);
    expect((await settle(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
    expect((await settle([bostaIds[0]!])).statusCode).toBe(201);
    const twice = await settle([bostaIds[1]!, bostaIds[0]!]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/is already in a settlement\.$/);
    const rows = await shop.database.db.execute(sql`select count(*)::int as count from settlements`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ count: 1 }]);
    const bad = await inject('POST', '/api/admin/settlements', { courier: 'bosta', amount: -1, reference: '', receivedAt: '2026-02-30', orderIds: [] });
    expect(bad.statusCode).toBe(400);
    // Two desks settling the same order at once: one settlement takes it.
    const [a, b] = await Promise.all([settle([bostaIds[2]!]), settle([bostaIds[2]!])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});
