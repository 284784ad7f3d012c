/**
 * A hand-off interrupted after Bosta created the delivery but before the shop wrote the answer
 * (the process died, the database connection dropped): the claim stays `sending`, and the next
 * try, once the claim is stale, must find the delivery at Bosta instead of creating a second
 * one (decision 027-bosta-recovery).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { type TestShop } from '../../test-support/test-shop';
import { type BostaStandIn } from '../../test-support/bosta-stand-in';
import { queryRows, type Customer } from '../orders/test-fixtures';
import { BOSTA_LOOKUP_TIMEOUT_MS, BOSTA_LOOKUP_TYPES, BOSTA_TIMEOUT_MS, deliveriesOfSearch } from './couriers/bosta';
import { STALE_CLAIM_MS } from './shipments.repository';
import { insertPlacedOrders } from './test-helpers';
import { withBostaShop } from './test-bosta-shop';

type Result = { _id: string; ok: boolean; trackingNumber?: string; message?: string };

describe.each(testDatabases())('recovering an interrupted Bosta hand-off on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
  withBostaShop(kind, clock, (world) => {
    ({ shop, bosta, admin } = world);
  });

  const db = () => shop.database.db;
  const handOff = (orderIds: string[]) =>
    shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds, courier: 'bosta' } });
  const orderNumberOf = async (id: string) => Number((await queryRows(db(), sql`select order_number from orders where id = ${id}`))[0]!.order_number);
  const creates = () => bosta.requests.filter((request) => request.method === 'POST' && /^\/deliveries(\/bulk)?\?apiVersion=1$/.test(request.path));
  const searches = () => bosta.requests.filter((request) => request.method === 'POST' && request.path === '/deliveries/search');
  const shipmentOf = async (orderId: string) =>
    (await queryRows(db(), sql`select handoff, state, tracking_number, courier_delivery_id, handoff_error from shipments where order_id = ${orderId}`))[0];

  /** The claim a hand-off takes before calling Bosta, left as a process that died leaves it: `sending`, claimed this long ago. */
  const leaveClaim = async (orderId: string, minutesAgo: number) => {
    await db().execute(sql`
      insert into shipments (order_id, courier, handoff, claimed_at, created_at, updated_at, cod_amount_piastres, district_id)
      values (${orderId}, 'bosta', 'sending', now() - make_interval(mins => ${minutesAgo}), now() - make_interval(mins => ${minutesAgo}),
        now() - make_interval(mins => ${minutesAgo}), 49000, 'NQz5sDOeG52')`);
  };
  /** What Bosta did for the dead process: the delivery of this order, created through the bulk endpoint. */
  const createAtBosta = async (orderId: string) => {
    const response = await fetch(`${bosta.apiUrl}/deliveries/bulk?apiVersion=1`, {
      method: 'POST',
      headers: { authorization: bosta.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        deliveries: [
          {
            type: 10,
            cod: 490,
            dropOffAddress: { city: 'Cairo', districtId: 'NQz5sDOeG52', firstLine: '12 Abbas El Akkad Street' },
            receiver: { firstName: 'Mona', lastName: 'Hassan 0', phone: '01011000000' },
            businessReference: String(await orderNumberOf(orderId)),
            webhookUrl: 'http://shop.test/api/webhooks/bosta',
          },
        ],
      }),
    });
    const [answer] = ((await response.json()) as { data: Array<{ trackingNumber: string; _id: string }> }).data;
    return answer!;
  };

  it('adopts the delivery Bosta created before the process died: no second create, its tracking number and state recorded, a history line saying so', async () => {
    const [id] = await insertPlacedOrders(db(), 1);
    await leaveClaim(id!, 20);
    const before = await createAtBosta(id!);
    bosta.setState(before.trackingNumber, 24, new Date('2026-06-10T08:55:00Z'));
    bosta.requests.length = 0;

    const response = await handOff([id!]);
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().results as Result[];
    expect(result).toEqual({
      _id: id,
      ok: true,
      trackingNumber: before.trackingNumber,
      message: `Bosta: shipment created (${before.trackingNumber}), found at the courier after an interrupted hand-off`,
    });
    // One look-up by business reference, as Bosta's search takes it; no create at all.
    expect(searches().map((request) => request.body)).toEqual([{ businessReference: String(await orderNumberOf(id!)), page: 1, limit: 50 }]);
    expect(creates()).toHaveLength(0);
    expect(bosta.deliveries.size).toBe(1);
    // Recorded as if the create had answered, then moved to the state Bosta reads now (received at its warehouse).
    expect(await shipmentOf(id!)).toEqual({ handoff: 'sent', state: 'in_transit', tracking_number: before.trackingNumber, courier_delivery_id: before._id, handoff_error: null });
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.headers })).json().results;
    const notes = (detail.history as Array<{ note: string }>).map((entry) => entry.note);
    expect(notes).toContain(`Bosta: shipment created (${before.trackingNumber}), found at the courier after an interrupted hand-off`);
    expect(notes.some((note) => note.startsWith('Bosta: shipment created') && !note.includes('found at the courier'))).toBe(false);

    // The desk trying again: the shipment is there, nothing goes to Bosta.
    bosta.requests.length = 0;
    const again = (await handOff([id!])).json().results as Result[];
    expect(again[0]).toMatchObject({ ok: true, trackingNumber: before.trackingNumber });
    expect(bosta.requests).toHaveLength(0);
  });

  it('sends a stale claim once when Bosta holds no delivery of it; a claim still fresh (its call may be in flight) is left alone', async () => {
    const [stale, fresh] = await insertPlacedOrders(db(), 2);
    await leaveClaim(stale!, 20);
    await leaveClaim(fresh!, 1);

    const results = (await handOff([stale!, fresh!])).json().results as Result[];
    expect(results[0]).toMatchObject({ _id: stale, ok: true });
    expect(results[1]).toEqual({ _id: fresh, ok: false, message: 'This order is being handed to the courier right now.' });
    expect(searches().map((request) => (request.body as { businessReference: string }).businessReference)).toEqual([String(await orderNumberOf(stale!))]);
    expect(creates()).toHaveLength(1);
    expect((creates()[0]!.body as { deliveries: unknown[] }).deliveries).toHaveLength(1);
    expect(bosta.deliveries.size).toBe(1);
    expect(await shipmentOf(stale!)).toMatchObject({ handoff: 'sent', tracking_number: results[0]!.trackingNumber });
    expect(await shipmentOf(fresh!)).toMatchObject({ handoff: 'sending', tracking_number: null });
  });

  it('leaves the claim failed with a message for the desk when the look-up fails, creating nothing; the next try looks again and sends it once', async () => {
    const [id] = await insertPlacedOrders(db(), 1);
    await leaveClaim(id!, 20);
    bosta.failNext(1);

    const down = (await handOff([id!])).json().results as Result[];
    const message = 'Could not check with Bosta whether this order was already sent (Service Unavailable). Nothing was created; try again in a moment.';
    expect(down).toEqual([{ _id: id, ok: false, message }]);
    expect(searches()).toHaveLength(1);
    expect(creates()).toHaveLength(0);
    expect(bosta.deliveries.size).toBe(0);
    expect(await shipmentOf(id!)).toEqual({ handoff: 'failed', state: 'created', tracking_number: null, courier_delivery_id: null, handoff_error: message });

    const up = (await handOff([id!])).json().results as Result[];
    expect(up[0]).toMatchObject({ ok: true });
    expect(searches()).toHaveLength(2);
    expect(creates()).toHaveLength(1);
    expect(bosta.deliveries.size).toBe(1);
  });

  it('adopts at the next try the deliveries of a bulk call whose answer was lost after Bosta created them', async () => {
    const ids = await insertPlacedOrders(db(), 3);
    bosta.loseNextAnswers(1);
    const lost = (await handOff(ids)).json().results as Result[];
    expect(lost.every((result) => !result.ok && result.message!.startsWith('Bosta refused it: Bosta did not answer'))).toBe(true);
    expect(bosta.deliveries.size).toBe(3);
    expect(await queryRows(db(), sql`select distinct handoff from shipments`)).toEqual([{ handoff: 'failed' }]);

    const retry = (await handOff(ids)).json().results as Result[];
    const atBosta = await Promise.all(ids.map(async (id) => bosta.byReference(await orderNumberOf(id))!.trackingNumber));
    expect(retry.map((result) => [result.ok, result.trackingNumber])).toEqual(atBosta.map((trackingNumber) => [true, trackingNumber]));
    expect(searches()).toHaveLength(3);
    expect(creates()).toHaveLength(1);
    expect(bosta.deliveries.size).toBe(3);
  });

  it('creates nothing and names them when Bosta already holds two deliveries of the order', async () => {
    const [id] = await insertPlacedOrders(db(), 1);
    await leaveClaim(id!, 20);
    const first = await createAtBosta(id!);
    const second = await createAtBosta(id!);
    bosta.requests.length = 0;

    const results = (await handOff([id!])).json().results as Result[];
    expect(results[0]!.ok).toBe(false);
    expect(results[0]!.message).toMatch(/^Bosta already holds 2 deliveries for this order \(\d+, \d+\): cancel the extra ones in Bosta's portal, then try again\.$/);
    expect(results[0]!.message).toContain(first.trackingNumber);
    expect(results[0]!.message).toContain(second.trackingNumber);
    expect(creates()).toHaveLength(0);
    expect(await shipmentOf(id!)).toMatchObject({ handoff: 'failed', tracking_number: null });
  });

  it('sends anew, without adopting it, a shipment whose Bosta delivery was withdrawn', async () => {
    const [id] = await insertPlacedOrders(db(), 1);
    const first = (await handOff([id!])).json().results as Result[];
    const withdrawn = first[0]!.trackingNumber!;
    const cancel = await shop.app.inject({ method: 'PATCH', url: `/api/admin/shipments/${id}`, headers: admin.headers, payload: { state: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(bosta.deliveries.get(withdrawn)!.state).toBe(48);
    bosta.requests.length = 0;

    const again = (await handOff([id!])).json().results as Result[];
    expect(again[0]).toMatchObject({ ok: true });
    expect(again[0]!.trackingNumber).not.toBe(withdrawn);
    expect(searches()).toHaveLength(1);
    expect(creates()).toHaveLength(1);
  });
});

describe("reading Bosta's search answer", () => {
  const hit = (reference: string, trackingNumber: string, extra: Record<string, unknown> = {}) => ({
    _id: `id-${trackingNumber}`,
    trackingNumber,
    businessReference: reference,
    type: { code: 10, value: 'Deliver' },
    state: { code: 10, value: 'Created', lastUpdateDate: '2026-06-10T08:00:00.000Z' },
    ...extra,
  });

  it('keeps only live hand-off deliveries under exactly this reference, from either list Bosta answers', () => {
    const list = [
      hit('1001', '111'),
      hit('10010', '222'),
      hit('1001', '333', { state: { code: 48, value: 'Terminated' } }),
      hit('1001', '444', { type: { code: 25, value: 'CUSTOMER_RETURN_PICKUP' } }),
    ];
    expect(deliveriesOfSearch({ success: true, data: { deliveries: list, count: 4 } }, '1001').map((found) => found.trackingNumber)).toEqual(['111']);
    expect(deliveriesOfSearch({ success: true, data: { list, count: 4 } }, '1001')).toEqual([
      { trackingNumber: '111', deliveryId: 'id-111', event: expect.objectContaining({ trackingNumber: '111', state: 'created' }) },
    ]);
    expect(deliveriesOfSearch({ success: true, data: { deliveries: [], count: 0 } }, '1001')).toEqual([]);
  });

  it('counts, for a return pickup or an exchange (the returns module\'s look-up), only deliveries of that type', () => {
    const list = [
      hit('R-7', '1', { type: { code: 25, value: 'CUSTOMER_RETURN_PICKUP' } }),
      hit('R-7', '2', { type: { code: 30, value: 'EXCHANGE' } }),
      hit('R-7', '3'),
      hit('R-7', '4', { type: { code: 25, value: 'Customer Return Pickup' }, state: { code: 49, value: 'Canceled' } }),
      hit('R-7', '5', { type: { code: 25, value: 'Customer Return Pickup' } }),
      hit('R-71', '6', { type: { code: 25, value: 'CUSTOMER_RETURN_PICKUP' } }),
    ];
    const payload = { success: true, data: { deliveries: list, count: list.length } };
    expect(deliveriesOfSearch(payload, 'R-7', BOSTA_LOOKUP_TYPES.returnPickup).map((found) => found.trackingNumber)).toEqual(['1', '5']);
    expect(deliveriesOfSearch(payload, 'R-7', BOSTA_LOOKUP_TYPES.exchange).map((found) => found.trackingNumber)).toEqual(['2']);
    expect(deliveriesOfSearch(payload, 'R-7').map((found) => found.trackingNumber)).toEqual(['3']);
  });

  it('refuses to answer "none" when it cannot be sure: no list, or a first page of other references with more behind it', () => {
    expect(() => deliveriesOfSearch({ success: true, data: {} }, '1001')).toThrow('Bosta answered the search without a list of deliveries');
    expect(() => deliveriesOfSearch({ success: true, data: { deliveries: [hit('2002', '555')], count: 80 } }, '1001')).toThrow(/none of them under 1001/);
  });

  it('takes a claim over only long after any call of its could still be in flight', () => {
    // A claim is renewed before each call to Bosta; one call gives up after its timeout.
    expect(STALE_CLAIM_MS).toBeGreaterThanOrEqual(10 * Math.max(BOSTA_TIMEOUT_MS, BOSTA_LOOKUP_TIMEOUT_MS));
  });
});
