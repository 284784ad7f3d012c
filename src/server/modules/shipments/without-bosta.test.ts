import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { insertPlacedOrders } from './test-helpers';
import { pollQuietShipments } from './tracking.service';

describe.each(testDatabases())('a shop without Bosta on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(async () => {
    await shop.reset();
    admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
  });
  afterAll(async () => {
    await shop.close();
  });

  it('says Bosta is not connected, and hands orders to its own delivery; the webhook still wants the secret', async () => {
    const [id] = await insertPlacedOrders(shop.database.db, 1);
    const bosta = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [id], courier: 'bosta' } });
    expect(bosta.statusCode).toBe(409);
    expect(bosta.json().message).toBe('Bosta is not connected: set BOSTA_API_KEY (see the README), or use own delivery.');
    const arabic = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments/districts/refresh', headers: { ...admin.headers, 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('بوسطة غير متصلة: اضبط BOSTA_API_KEY (راجع README) أو استخدم التوصيل الخاص.');
    // The desk's review asks for districts first: it is told the same, not offered "no district found" for each address.
    const districts = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/districts?orderIds=${id}`, headers: { ...admin.headers, 'accept-language': 'ar' } });
    expect(districts.statusCode).toBe(409);
    expect(districts.json().message).toBe('بوسطة غير متصلة: اضبط BOSTA_API_KEY (راجع README) أو استخدم التوصيل الخاص.');
    const own = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [id], courier: 'own' } });
    expect(own.json()).toEqual({ message: '1 handed to the courier, 0 failed', results: [{ _id: id, ok: true }] });
    expect(await pollQuietShipments(shop.app)).toEqual({ checked: 0, applied: 0 });
    const forged = await shop.app.inject({ method: 'POST', url: '/api/webhooks/bosta', headers: { 'content-type': 'application/json' }, payload: { trackingNumber: '1', state: 45 } });
    expect(forged.statusCode).toBe(401);
    const mine = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.headers });
    expect(mine.json().results.shipment).toMatchObject({ courier: 'own', trackingNumber: null, trackingUrl: null, state: 'created' });
  });
});
