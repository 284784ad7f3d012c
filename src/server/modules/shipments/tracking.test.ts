import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { type TestShop } from '../../test-support/test-shop';
import { type BostaStandIn } from '../../test-support/bosta-stand-in';
import { insertProduct, queryRows, stockOf, type Customer } from '../orders/test-fixtures';
import { setConfirmationSettings } from '../confirmation/test-helpers';
import { insertPlacedOrders } from './test-helpers';
import { withBostaShop } from './test-bosta-shop';
import { pollQuietShipments } from './tracking.service';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())("Bosta's state events on %s", (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
  withBostaShop(kind, clock, (world) => {
    ({ shop, bosta, admin } = world);
  });

  /** Orders handed to Bosta; their tracking numbers, in order. */
  async function shipped(count: number, options: Parameters<typeof insertPlacedOrders>[2] = {}) {
    const ids = await insertPlacedOrders(shop.database.db, count, options);
    const response = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: ids, courier: 'bosta' } });
    const results = response.json().results as Array<{ _id: string; trackingNumber: string }>;
    return results.map((result) => ({ orderId: result._id, trackingNumber: result.trackingNumber }));
  }
  const secretOf = (trackingNumber: string) => (bosta.deliveries.get(trackingNumber)!.body.webhookCustomHeaders as Record<string, string>)['x-webhook-secret']!;
  const post = (event: object, secret: string | undefined) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/webhooks/bosta',
      headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-webhook-secret': secret }) },
      payload: JSON.stringify(event),
    });
  /** Moves the delivery at Bosta and posts its event as Bosta does. */
  const event = (trackingNumber: string, state: number, at: Date, extra: Parameters<BostaStandIn['setState']>[3] = {}) => post(bosta.setState(trackingNumber, state, at, extra), secretOf(trackingNumber));
  const detail = async (orderId: string) => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json().results;
  const notes = async (orderId: string) => (await detail(orderId)).history.map((entry: { note: string | null }) => entry.note).filter(Boolean);
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

  it('follows a delivery from pickup to the door: the order is shipped (with the tracking number in the mail), then delivered with the cash Bosta collected', async () => {
    const { orderId, trackingNumber } = (await shipped(1))[0]!;
    const since = shop.smtp.received.length;
    const picked = await event(trackingNumber!, 21, at(1));
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toEqual({ message: 'Event received' });
    let order = await detail(orderId!);
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({ state: 'picked_up', trackingNumber });
    const mail = await shop.smtp.waitForMail('buyer0@shop.test', { since });
    expect(mail.subject).toBe(`Your order #${order.orderNumber} is on its way`);
    expect(mail.text).toContain(`Tracking number: ${trackingNumber} (https://bosta.co/tracking-shipments?shipment-number=${trackingNumber})`);

    await event(trackingNumber!, 24, at(2));
    await event(trackingNumber!, 41, at(3));
    await event(trackingNumber!, 47, at(4), { exceptionReason: 'Customer not answering' });
    order = await detail(orderId!);
    expect(order.shipment).toMatchObject({ state: 'exception', exceptionReason: 'Customer not answering' });
    expect(order.status).toBe('shipped');
    await event(trackingNumber!, 41, at(20));
    await event(trackingNumber!, 45, at(21), { cod: 480 });
    order = await detail(orderId!);
    expect(order.status).toBe('delivered');
    expect(order.cashCollected).toBe(480);
    expect(order.shipment).toMatchObject({ state: 'delivered', codCollected: 480, exceptionReason: null });
    expect(await notes(orderId!)).toEqual([
      `Bosta: shipment created (${trackingNumber})`,
      'Bosta: picked up',
      'Bosta: in transit',
      'Bosta: out for delivery',
      'Bosta: exception (Customer not answering)',
      'Bosta: out for delivery',
      'Bosta: delivered',
    ]);
    // The customer sees the shipment in my orders too.
    const mine = await shop.app.inject({ method: 'GET', url: `/api/admin/orders?pageSize=5`, headers: admin.headers });
    expect(mine.json().orders[0].shipment).toMatchObject({ trackingNumber, state: 'delivered' });
  });

  it('counts the same event twice once, and never moves an order back for an older event that arrives late', async () => {
    const { orderId, trackingNumber } = (await shipped(1))[0]!;
    const outForDelivery = bosta.setState(trackingNumber!, 41, at(3));
    const secret = secretOf(trackingNumber!);
    expect((await post(outForDelivery, secret)).statusCode).toBe(200);
    expect((await post(outForDelivery, secret)).statusCode).toBe(200);
    // Picked up (earlier) arrives after out for delivery: kept as history, nothing moves back.
    const late = { ...outForDelivery, state: 21, timeStamp: at(1).toISOString() };
    expect((await post(late, secret)).statusCode).toBe(200);
    const order = await detail(orderId!);
    expect(order.status).toBe('shipped');
    expect(order.shipment.state).toBe('out_for_delivery');
    expect(await notes(orderId!)).toEqual([`Bosta: shipment created (${trackingNumber})`, 'Bosta: out for delivery']);
    // Delivered, then a late exception and a late return: the order stays delivered.
    await event(trackingNumber!, 45, at(5));
    await post({ ...outForDelivery, state: 47, exceptionReason: 'late', timeStamp: at(4).toISOString() }, secret);
    await post({ ...outForDelivery, state: 46, type: 'RTO', timeStamp: at(6).toISOString() }, secret);
    const after = await detail(orderId!);
    expect(after.status).toBe('delivered');
    expect(after.shipment.state).toBe('delivered');
    expect(await queryRows(shop.database.db, sql`select applied, count(*)::int as count from shipment_events group by applied order by applied`)).toEqual([
      { applied: false, count: 3 },
      { applied: true, count: 2 },
    ]);
  });

  it('refuses a forged event (no secret, a wrong one, or one of the right length) with 401 and changes nothing; acknowledges an unknown tracking number', async () => {
    const { orderId, trackingNumber } = (await shipped(1))[0]!;
    const forged = bosta.setState(trackingNumber!, 45, at(1));
    const secret = secretOf(trackingNumber!);
    for (const header of [undefined, '', 'wrong', `${secret.slice(0, -1)}${secret.endsWith('x') ? 'y' : 'x'}`]) {
      const response = await post(forged, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The webhook secret is missing or wrong.' });
    }
    expect((await detail(orderId!)).status).toBe('placed');
    expect(await queryRows(shop.database.db, sql`select count(*)::int as count from shipment_events`)).toEqual([{ count: 0 }]);
    const unknown = await post({ ...forged, trackingNumber: '99999999' }, secret);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: 'Unknown tracking number: acknowledged' });
    // Not remembered as handled: should the number become known, the same event still applies.
    expect(await queryRows(shop.database.db, sql`select count(*)::int as count from shipment_events`)).toEqual([{ count: 0 }]);
    expect((await post({ hello: 'world' }, secret)).statusCode).toBe(200);
    expect((await detail(orderId!)).status).toBe('placed');
  });

  it('returns a refused parcel to the shop: returning on the way back, then cancelled as refused on delivery with the stock back once, and the phone blocked after the set refusals', async () => {
    await setConfirmationSettings(shop, { autoBlockRefusals: 1 });
    const product = await insertProduct(shop.database.db, { title: 'Linen Dress', price: 400, sizes: { m: 5 } });
    // The order took one piece when it was placed.
    await shop.database.db.execute(sql`update product_sizes set quantity = 4 where product_id = ${product.id}`);
    const { orderId, trackingNumber } = (await shipped(1, { productId: product.id, phone: () => '01099998888' }))[0]!;
    await event(trackingNumber!, 21, at(1));
    await event(trackingNumber!, 41, at(2));
    await event(trackingNumber!, 24, at(5), { type: 'RTO' });
    let order = await detail(orderId!);
    expect(order.status).toBe('shipped');
    expect(order.shipment.state).toBe('returning');
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(4);
    const back = bosta.setState(trackingNumber!, 46, at(30));
    await post(back, secretOf(trackingNumber!));
    await post(back, secretOf(trackingNumber!));
    await post({ ...back, timeStamp: at(31).toISOString() }, secretOf(trackingNumber!));
    order = await detail(orderId!);
    expect(order.status).toBe('cancelled');
    expect(order.cancelReason).toBe('refused_on_delivery');
    expect(order.shipment.state).toBe('returned');
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(5);
    expect((await notes(orderId!)).slice(-2)).toEqual(['Bosta: returning to the shop', 'Bosta: returned to the shop']);
    expect(order.customer.blocked).toBe(true);
  });

  it('polls the shipments that heard nothing for a day, and never applies anything twice', async () => {
    const [quiet, recent] = await shipped(2);
    // Bosta moved both without a webhook reaching the shop; one of them had an event an hour ago.
    clock.advance(2 * HOUR_MS);
    await event(recent!.trackingNumber, 21, at(-1));
    bosta.setState(quiet!.trackingNumber, 21, at(-1));
    bosta.setState(recent!.trackingNumber, 41, at(-0.5));
    expect(await pollQuietShipments(shop.app)).toEqual({ checked: 0, applied: 0 });
    clock.advance(23 * HOUR_MS);
    expect(await pollQuietShipments(shop.app)).toEqual({ checked: 1, applied: 1 });
    expect((await detail(quiet!.orderId)).status).toBe('shipped');
    expect((await detail(recent!.orderId)).shipment.state).toBe('picked_up');
    // The same state read again, and then its webhook arriving at last: nothing new.
    clock.advance(25 * HOUR_MS);
    expect(await pollQuietShipments(shop.app)).toEqual({ checked: 2, applied: 1 });
    expect((await detail(recent!.orderId)).shipment.state).toBe('out_for_delivery');
    const before = await notes(quiet!.orderId);
    await post(bosta.eventOf(bosta.deliveries.get(quiet!.trackingNumber)!), secretOf(quiet!.trackingNumber));
    clock.advance(25 * HOUR_MS);
    expect(await pollQuietShipments(shop.app)).toEqual({ checked: 2, applied: 0 });
    expect(await notes(quiet!.orderId)).toEqual(before);
    expect(before.filter((note: string) => note === 'Bosta: picked up')).toHaveLength(1);
  });

  it("prints Bosta's airway bills, one or many in one PDF; an order without a Bosta shipment is refused", async () => {
    const [first, second] = await shipped(2);
    const one = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/${first!.orderId}/airway-bill`, headers: admin.headers });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.rawPayload.toString('latin1')).toContain(`AWB ${first!.trackingNumber}`);
    const many = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/airway-bills?orderIds=${first!.orderId},${second!.orderId}`, headers: admin.headers });
    expect(many.statusCode).toBe(200);
    expect(many.rawPayload.toString('latin1')).toContain(`AWB ${first!.trackingNumber} ${second!.trackingNumber}`);
    const [notShipped] = await insertPlacedOrders(shop.database.db, 1);
    const refused = await shop.app.inject({ method: 'GET', url: `/api/admin/shipments/airway-bills?orderIds=${first!.orderId},${notShipped}`, headers: admin.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Airway bills come from Bosta: this order has no Bosta shipment.');
  });

  it('records own delivery by hand with the same effects, and cancels a Bosta shipment not yet picked up', async () => {
    const [own, viaBosta] = await insertPlacedOrders(shop.database.db, 2);
    const handed = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [own], courier: 'own' } });
    expect(handed.json().results).toEqual([{ _id: own, ok: true }]);
    const record = (orderId: string, body: object) => shop.app.inject({ method: 'PATCH', url: `/api/admin/shipments/${orderId}`, headers: admin.headers, payload: body });
    expect((await record(own!, { state: 'picked_up', codCollected: 5 })).statusCode).toBe(400);
    const picked = await record(own!, { state: 'picked_up', note: 'Rider Hany' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().results.status).toBe('shipped');
    expect(picked.json().results.shipment).toMatchObject({ courier: 'own', trackingNumber: null, trackingUrl: null, state: 'picked_up' });
    const delivered = await record(own!, { state: 'delivered', codCollected: 450 });
    expect(delivered.json().results).toMatchObject({ status: 'delivered', cashCollected: 450, shipment: { state: 'delivered', codCollected: 450 } });
    expect(delivered.json().results.history.map((entry: { note: string | null }) => entry.note).filter(Boolean)).toEqual([
      'Own delivery: shipment created',
      'Own delivery: picked up (Rider Hany)',
      'Own delivery: delivered',
    ]);
    const again = await record(own!, { state: 'returned' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A shipment delivered cannot become returned to the shop.');

    await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [viaBosta], courier: 'bosta' } });
    expect((await record(viaBosta!, { state: 'delivered' })).statusCode).toBe(409);
    const cancelled = await record(viaBosta!, { state: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().results).toMatchObject({ status: 'placed', shipment: { state: 'cancelled' } });
    expect(bosta.byReference(cancelled.json().results.orderNumber)!.state).toBe(48);
    expect((await record('00000000-0000-4000-8000-000000000000', { state: 'picked_up' })).statusCode).toBe(404);
    // Withdrawn before pickup, it can be sent again: a new delivery at Bosta.
    const resent = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [viaBosta], courier: 'bosta' } });
    expect(resent.json().results[0]).toEqual({ _id: viaBosta, ok: true, trackingNumber: expect.any(String) });
    expect((await detail(viaBosta!)).shipment).toMatchObject({ state: 'created', trackingNumber: resent.json().results[0].trackingNumber });
  });
});
