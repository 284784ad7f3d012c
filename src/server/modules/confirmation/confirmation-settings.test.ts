import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { placeOrder } from './test-helpers';

describe.each(testDatabases())('confirmation settings and figures on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(async () => {
    await shop.reset();
    admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
  });
  afterAll(() => shop.close());

  const save = (payload: object) => shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: admin.headers, payload });

  it('reads the defaults, saves the four settings, keeps them when a save leaves them out, and refuses bad values', async () => {
    const defaults = await shop.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: admin.headers });
    expect(defaults.json().settings).toMatchObject({ confirmRule: 'all', confirmAbove: 0, autoCancelHours: 48, autoBlockRefusals: 0 });

    const saved = await save({ shopName: 'Nile Threads', confirmRule: 'above', confirmAbove: 1500.5, autoCancelHours: 24, autoBlockRefusals: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ shopName: 'Nile Threads', confirmRule: 'above', confirmAbove: 1500.5, autoCancelHours: 24, autoBlockRefusals: 3 });

    const textsOnly = await save({ shopName: 'Nile Threads 2' });
    expect(textsOnly.json().settings).toMatchObject({ shopName: 'Nile Threads 2', confirmRule: 'above', confirmAbove: 1500.5, autoCancelHours: 24 });
    const publicSettings = await shop.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(publicSettings.json().settings).toMatchObject({ confirmRule: 'above', autoCancelHours: 24 });

    for (const bad of [{ confirmRule: 'some' }, { autoCancelHours: 721 }, { autoCancelHours: 1.5 }, { autoBlockRefusals: 21 }, { confirmAbove: -1 }]) {
      const response = await save(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: admin.headers })).json().settings.autoCancelHours).toBe(24);
  });

  it("gives the month's confirmation rate", async () => {
    const empty = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/confirmation', headers: admin.headers });
    expect(empty.json()).toEqual({ confirmation: { confirmationRate: null } });

    const placed = [];
    for (let i = 0; i < 5; i++) placed.push((await placeOrder(shop)).order);
    const [a, b, c, d, e] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0], (typeof placed)[0], (typeof placed)[0]];
    const staff = (ids: string[], answer: string) =>
      shop.app.inject({ method: 'POST', url: '/api/admin/orders/confirmation', headers: admin.headers, payload: { ids, answer } });
    await staff([a._id, b._id, c._id], 'confirm');
    await staff([d._id], 'decline');
    await shop.database.db.execute(sql`update orders set confirmation_state = 'expired', status = 'cancelled' where id = ${e._id}`);
    // Shipped: a, b, c; b delivered, c refused at the door (90 LE shipping, paid out and back).
    const patch = (id: string, payload: object) => shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.headers, payload });
    for (const id of [a._id, b._id, c._id]) expect((await patch(id, { status: 'shipped' })).statusCode).toBe(200);
    await patch(b._id, { status: 'delivered' });
    await patch(c._id, { status: 'cancelled', cancelReason: 'refused_on_delivery' });

    const figures = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/confirmation', headers: admin.headers });
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().confirmation).toEqual({ confirmationRate: 3 / 5 });
  });
});
