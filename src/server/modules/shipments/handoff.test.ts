import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { type TestShop } from '../../test-support/test-shop';
import { type BostaStandIn } from '../../test-support/bosta-stand-in';
import { insertCustomer, queryRows, type Customer } from '../orders/test-fixtures';
import { insertPlacedOrders } from './test-helpers';
import { withBostaShop } from './test-bosta-shop';

describe.each(testDatabases())('handing orders to Bosta on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
  withBostaShop(kind, clock, (world) => {
    ({ shop, bosta, admin } = world);
  });

  const handOff = (orderIds: string[], extra: object = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds, courier: 'bosta', ...extra } });
  const orderNumberOf = async (id: string) => Number((await queryRows(shop.database.db, sql`select order_number from orders where id = ${id}`))[0]!.order_number);
  const bulkRequests = () => bosta.requests.filter((request) => request.path === '/deliveries/bulk?apiVersion=1');

  it('hands 50 orders over in one call through the bulk endpoint; Bosta refusing some never blocks the others; a retry never creates a second shipment', async () => {
    const ids = await insertPlacedOrders(shop.database.db, 50);
    const refused = [ids[3]!, ids[17]!, ids[42]!];
    for (const id of refused) bosta.refuse(await orderNumberOf(id), 'Receiver phone number is invalid');

    const first = await handOff(ids);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json().results as Array<{ _id: string; ok: boolean; trackingNumber?: string; message?: string }>;
    expect(results.map((result) => result._id)).toEqual(ids);
    expect(results.filter((result) => !result.ok).map((result) => [result._id, result.message])).toEqual(
      refused.map((id) => [id, 'Bosta refused it: Receiver phone number is invalid']),
    );
    expect(results.filter((result) => result.ok).every((result) => /^\d+$/.test(result.trackingNumber ?? ''))).toBe(true);
    expect(first.json().message).toBe('47 handed to the courier, 3 failed');
    // One bulk request of 50, each delivery as Bosta documents it.
    expect(bulkRequests()).toHaveLength(1);
    const sent = (bulkRequests()[0]!.body as { deliveries: Array<Record<string, unknown>> }).deliveries;
    expect(sent).toHaveLength(50);
    const number = await orderNumberOf(ids[0]!);
    const secret = (sent[0]!.webhookCustomHeaders as Record<string, string>)['x-webhook-secret'];
    expect(secret!.length).toBeGreaterThanOrEqual(16);
    expect(sent[0]).toEqual({
      type: 10,
      specs: { packageDetails: { itemsCount: 1, description: '1 × Linen Dress (M)' } },
      cod: 490,
      dropOffAddress: { city: 'Cairo', districtId: 'NQz5sDOeG52', firstLine: '12 Abbas El Akkad Street' },
      receiver: { firstName: 'Mona', lastName: 'Hassan 0', phone: '01011000000', email: 'buyer0@shop.test' },
      businessReference: String(number),
      webhookUrl: 'http://shop.test/api/webhooks/bosta',
      webhookCustomHeaders: { 'x-webhook-secret': secret },
    });
    expect(bosta.deliveries.size).toBe(47);

    // The order answers carry the shipment, with Bosta's tracking page.
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${ids[0]}`, headers: admin.headers })).json().results;
    expect(detail.status).toBe('placed');
    expect(detail.shipment).toMatchObject({ courier: 'bosta', state: 'created', codAmount: 490, codCollected: null, exceptionReason: null, settledAt: null });
    expect(detail.shipment.trackingUrl).toBe(`https://bosta.co/tracking-shipments?shipment-number=${detail.shipment.trackingNumber}`);
    expect(detail.history.at(-1).note).toBe(`Bosta: shipment created (${detail.shipment.trackingNumber})`);
    const refusedDetail = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${refused[0]}`, headers: admin.headers })).json().results;
    expect(refusedDetail.shipment).toBeNull();

    // The whole list again, after the shop fixed the refused ones: only those three go to Bosta.
    for (const id of refused) bosta.forgive(await orderNumberOf(id));
    const retry = await handOff(ids);
    const again = retry.json().results as Array<{ _id: string; ok: boolean; trackingNumber?: string; message?: string }>;
    expect(again.every((result) => result.ok)).toBe(true);
    expect(again.find((result) => result._id === ids[0])).toEqual({ _id: ids[0], ok: true, trackingNumber: detail.shipment.trackingNumber, message: `This order already has a shipment (${detail.shipment.trackingNumber}).` });
    expect((bulkRequests()[1]!.body as { deliveries: unknown[] }).deliveries).toHaveLength(3);
    expect(bosta.deliveries.size).toBe(50);
    const counts = await queryRows(shop.database.db, sql`select count(*)::int as shipments, count(distinct tracking_number)::int as numbers from shipments where handoff = 'sent'`);
    expect(counts).toEqual([{ shipments: 50, numbers: 50 }]);
  });

  it('lets nothing half done when Bosta is down, and the same orders go through at the next try', async () => {
    const ids = await insertPlacedOrders(shop.database.db, 3);
    bosta.failNext(1);
    const down = await handOff(ids);
    expect(down.statusCode).toBe(200);
    expect(down.json().results.map((result: { ok: boolean; message: string }) => [result.ok, result.message])).toEqual(
      ids.map(() => [false, 'Bosta refused it: Service Unavailable']),
    );
    expect(await queryRows(shop.database.db, sql`select handoff from shipments order by created_at`)).toEqual(ids.map(() => ({ handoff: 'failed' })));
    const up = await handOff(ids);
    expect(up.json().results.every((result: { ok: boolean }) => result.ok)).toBe(true);
    expect(bosta.deliveries.size).toBe(3);
  });

  it('claims each order once: two desks sending the same orders at the same moment create one shipment each', async () => {
    const ids = await insertPlacedOrders(shop.database.db, 5);
    const [a, b] = await Promise.all([handOff(ids), handOff(ids)]);
    const okA = a.json().results.filter((result: { ok: boolean }) => result.ok).length;
    const okB = b.json().results.filter((result: { ok: boolean }) => result.ok).length;
    expect(okA + okB).toBeGreaterThanOrEqual(5);
    expect(bosta.deliveries.size).toBe(5);
    expect(await queryRows(shop.database.db, sql`select count(*)::int as count from shipments`)).toEqual([{ count: 5 }]);
  });

  it('refuses orders that are not confirmed, unknown ones, and addresses Bosta cannot serve, each with its reason', async () => {
    const [placed, pending, badr, nowhere] = [
      ...(await insertPlacedOrders(shop.database.db, 2)),
      ...(await insertPlacedOrders(shop.database.db, 1, { city: 'Badr City' })),
      ...(await insertPlacedOrders(shop.database.db, 1, { city: 'Somewhere unknown', governorate: 'Matruh' })),
    ];
    await shop.database.db.execute(sql`update orders set status = 'pending' where id = ${pending!}`);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await handOff([placed!, pending!, badr!, nowhere!, unknown]);
    expect(response.json().results).toEqual([
      { _id: placed, ok: true, trackingNumber: expect.any(String) },
      { _id: pending, ok: false, message: 'Only confirmed orders can be handed to a courier (this one is pending).' },
      { _id: badr, ok: false, message: 'Bosta does not deliver to this district.' },
      { _id: nowhere, ok: false, message: 'Choose a Bosta district for this address first.' },
      { _id: unknown, ok: false, message: 'Order not found' },
    ]);
    // The desk chooses the district: it is sent, and remembered for the same city text.
    const chosen = await handOff([nowhere!], { districts: { [nowhere!]: 'Sm1TfH9aRd6' } });
    expect(chosen.json().results[0].ok).toBe(true);
    const [another] = await insertPlacedOrders(shop.database.db, 1, { city: 'somewhere  UNKNOWN', governorate: 'Matruh' });
    const match = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/districts?orderIds=${another},${badr}`, headers: admin.headers });
    expect(match.json().matches).toEqual([
      {
        _id: another,
        governorate: 'Matruh',
        city: 'somewhere  UNKNOWN',
        match: { districtId: 'Sm1TfH9aRd6', districtName: 'Smouha', districtNameAr: 'سموحة', cityName: 'Alexandria', cityNameAr: 'الإسكندرية', score: 1 },
        serviceable: true,
      },
      {
        _id: badr,
        governorate: 'Cairo',
        city: 'Badr City',
        match: { districtId: 'bQ7yUn4cL2d', districtName: 'Badr City', districtNameAr: 'مدينة بدر', cityName: 'Cairo', cityNameAr: 'القاهرة', score: 1 },
        serviceable: false,
      },
    ]);
    const bad = await handOff([another!], { districts: { [another!]: 'no-such-district' } });
    expect(bad.json().results[0]).toEqual({ _id: another, ok: false, message: 'This district is not in Bosta’s list: refresh the list or choose another.' });
  });

  it("matches Arabic city text, searches the list in both languages, and refreshes it from Bosta's API", async () => {
    const [arabic] = await insertPlacedOrders(shop.database.db, 1, { city: 'المعادى', governorate: 'Cairo' });
    const match = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/districts?orderIds=${arabic}`, headers: admin.headers });
    expect(match.json().matches[0].match).toMatchObject({ districtId: 'aFwtHZ1sE1h', districtName: 'Maadi', score: 1 });
    const search = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/districts/search?q=${encodeURIComponent('الجيزه دقي')}`, headers: admin.headers });
    expect(search.json().districts).toEqual([
      { districtId: 'Dq4XrE7zVb1', districtName: 'Dokki', districtNameAr: 'الدقي', cityName: 'Giza', cityNameAr: 'الجيزة', serviceable: true },
    ]);
    await shop.database.db.execute(sql`delete from bosta_cities`);
    const refresh = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments/districts/refresh', headers: admin.headers });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(refresh.json()).toEqual({ message: "Bosta's list: 3 cities, 11 districts.", cities: 3, districts: 11 });
    expect(bosta.requests.every((request) => request.path.startsWith('/cities'))).toBe(true);
    const arabicRefresh = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments/districts/refresh', headers: { ...admin.headers, 'accept-language': 'ar' } });
    expect(arabicRefresh.json().message).toBe('قائمة بوسطة: \u20683\u2069 مدينة، \u206811\u2069 منطقة.');
  });

  it('records the tracking number even when the history line cannot be written (the admin who sent it was removed meanwhile)', async () => {
    const ids = await insertPlacedOrders(shop.database.db, 2);
    await shop.database.db.execute(sql`delete from users where id = ${admin.id}`);
    const response = await handOff(ids);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.every((result: { ok: boolean }) => result.ok)).toBe(true);
    expect(await queryRows(shop.database.db, sql`select handoff, tracking_number is not null as tracked from shipments`)).toEqual([
      { handoff: 'sent', tracked: true },
      { handoff: 'sent', tracked: true },
    ]);
  });

  it('validates the request and keeps it to admins', async () => {
    const customer = await insertCustomer(shop);
    expect((await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: customer.headers, payload: { orderIds: [], courier: 'bosta' } })).statusCode).toBe(403);
    const empty = await handOff([]);
    expect(empty.statusCode).toBe(400);
    const tooMany = await handOff(Array.from({ length: 501 }, () => '00000000-0000-4000-8000-000000000000'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 500 orders at once');
    const courier = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: ['00000000-0000-4000-8000-000000000000'], courier: 'aramex' } });
    expect(courier.statusCode).toBe(400);
  });
});
