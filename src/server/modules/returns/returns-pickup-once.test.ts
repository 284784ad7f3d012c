/**
 * A return's Bosta pickup is booked once (decision 030-return-pickups-once): a create whose
 * answer was lost is looked up by the return label and adopted; a look-up that fails leaves the
 * request to book, and the job books it later, looking up first; a request whose after-commit
 * call never ran (a crash) is booked by the job once, however many runs race; and an exchange
 * order that a booked Bosta exchange delivers is not handed off as a parcel of its own.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { shipments } from '../../db/schema/index';
import type { BostaStandIn } from '../../test-support/bosta-stand-in';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { queryRows, type Customer } from '../orders/test-fixtures';
import { BOSTA_LOOKUP_TIMEOUT_MS, BOSTA_TIMEOUT_MS } from '../shipments';
import { bookPendingPickups } from './pickup';
import { PICKUP_STALE_CLAIM_MS } from './returns.repository';
import { askReturn, bostaCreates, changeReturn, deliveredOrder, deliveredWithBosta, returnQuietFor, withBostaReturnsShop } from './test-helpers';

type PickupRow = { pickup_by: string | null; pickup_tracking_number: string | null; pickup_note: string | null; pickup_claimed_at: Date | null; pickup_tries: number };

describe.each(testDatabases())('booking a return pickup once on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withBostaReturnsShop(kind, clock, (world) => ({ shop, bosta, admin, customer } = world));

  const db = () => shop.database.db;
  const creates = () => bostaCreates(bosta);
  const searches = () => bosta.requests.filter((request) => request.method === 'POST' && request.path === '/deliveries/search');
  const pickupOf = async (id: string): Promise<PickupRow> =>
    (await queryRows(db(), sql`select pickup_by, pickup_tracking_number, pickup_note, pickup_claimed_at, pickup_tries from return_requests where id = ${id}`))[0] as PickupRow;
  /** The request as the booking job finds it after the delay: its last change minutes ago. */
  const quietFor = (id: string, minutes: number) => returnQuietFor(shop, id, minutes);

  const deliveredByBosta = (options: { stock?: Record<string, number> } = {}) => deliveredWithBosta({ shop, admin, customer }, options.stock);
  /** Asks for a return of the order's one piece (an exchange to L with `exchange`) and approves it; `beforeApproval` sets Bosta up. */
  const approve = async (orderId: string, productId: string, options: { exchange?: boolean; beforeApproval?: () => void } = {}) => {
    const asked = await askReturn(shop, customer.headers, orderId, { lines: [{ productId, size: 'm', quantity: 1, reason: 'wrong_size', ...(options.exchange ? { exchangeSize: 'l' } : {}) }] });
    expect(asked.statusCode, asked.body).toBe(201);
    options.beforeApproval?.();
    const res = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as { _id: string; label: string; pickup: Record<string, unknown> | null; exchangeOrder: { _id: string; orderNumber: number } | null };
  };

  it('keeps a claim far longer than the calls of one booking', () => {
    expect(PICKUP_STALE_CLAIM_MS).toBeGreaterThanOrEqual(5 * (2 * BOSTA_LOOKUP_TIMEOUT_MS + 2 * BOSTA_TIMEOUT_MS));
  });

  it('adopts the pickup Bosta created when its answer was lost: one create, found by the return label', async () => {
    const order = await deliveredByBosta();
    const results = await approve(order._id, order.product.id, { beforeApproval: () => bosta.loseNextAnswers(1) });
    const atBosta = bosta.byReference(results.label)!;
    expect(atBosta.type).toBe('CUSTOMER_RETURN_PICKUP');
    expect(creates()).toHaveLength(1);
    expect(searches().map((request) => request.body)).toEqual([{ businessReference: results.label, page: 1, limit: 50 }]);
    expect(results.pickup).toMatchObject({ by: 'bosta', trackingNumber: atBosta.trackingNumber, why: 'bosta', bostaType: 25 });
    expect(await pickupOf(results._id)).toMatchObject({ pickup_claimed_at: null, pickup_tries: 1 });
  });

  it('adopts a lost exchange (type 30) likewise', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    const results = await approve(order._id, order.product.id, { exchange: true, beforeApproval: () => bosta.loseNextAnswers(1) });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]!.body).toMatchObject({ type: 30, businessReference: results.label });
    expect(results.pickup).toMatchObject({ by: 'bosta', trackingNumber: bosta.byReference(results.label)!.trackingNumber, bostaType: 30 });
  });

  it('tries once more when Bosta failed on its side and holds nothing under the label', async () => {
    const order = await deliveredByBosta();
    const results = await approve(order._id, order.product.id, { beforeApproval: () => bosta.failNext(1) });
    // The 503'd create, the look-up (nothing), the create again.
    expect(bosta.requests.map((request) => request.path).filter((path) => path.startsWith('/deliveries'))).toEqual(['/deliveries?apiVersion=1', '/deliveries/search', '/deliveries?apiVersion=1']);
    expect([...bosta.deliveries.values()].filter((delivery) => delivery.businessReference === results.label)).toHaveLength(1);
    expect(results.pickup).toMatchObject({ by: 'bosta', trackingNumber: bosta.byReference(results.label)!.trackingNumber });
  });

  it('leaves the pickup to book when the look-up fails too, never by hand; the job looks up again and adopts it: one create in all', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    // The create is carried out but its answer lost; the look-up after it is lost too.
    const results = await approve(order._id, order.product.id, { exchange: true, beforeApproval: () => bosta.loseNextAnswers(2) });
    expect(results.pickup).toBeNull();
    const left = await pickupOf(results._id);
    expect(left).toMatchObject({ pickup_by: null, pickup_tracking_number: null, pickup_claimed_at: null, pickup_tries: 1 });
    expect(left.pickup_note).toMatch(/^to_book:30:Bosta did not answer/);

    // Before the delay, the job leaves it alone (the approval's call may still be running).
    expect(await bookPendingPickups(shop.app)).toBe(0);
    await quietFor(results._id, 5);
    expect(await bookPendingPickups(shop.app)).toBe(1);
    expect(creates()).toHaveLength(1);
    expect(searches()).toHaveLength(2);
    const booked = await pickupOf(results._id);
    expect(booked).toMatchObject({ pickup_by: 'bosta', pickup_tracking_number: bosta.byReference(results.label)!.trackingNumber, pickup_note: 'bosta:30:', pickup_claimed_at: null, pickup_tries: 2 });
  });

  it('books a request whose after-commit call never ran (a crash) once, even when two job runs race', async () => {
    const order = await deliveredByBosta();
    const results = await approve(order._id, order.product.id);
    // The row as the crash leaves it: approved, its pickup never asked; Bosta holds nothing.
    bosta.deliveries.clear();
    bosta.requests.length = 0;
    await db().execute(sql`update return_requests set pickup_by = null, pickup_tracking_number = null, pickup_note = null, pickup_claimed_at = null, pickup_tries = 0 where id = ${results._id}`);
    await quietFor(results._id, 5);

    await Promise.all([bookPendingPickups(shop.app), bookPendingPickups(shop.app)]);
    expect(creates()).toHaveLength(1);
    // A first claim has never called Bosta: nothing to look up.
    expect(searches()).toHaveLength(0);
    expect(await pickupOf(results._id)).toMatchObject({ pickup_by: 'bosta', pickup_tracking_number: bosta.byReference(results.label)!.trackingNumber, pickup_tries: 1 });
    // Booked: later runs find nothing to book.
    expect(await bookPendingPickups(shop.app)).toBe(0);
    expect(creates()).toHaveLength(1);
  });

  it('adopts, after a stale claim, the pickup Bosta created for a process that died before writing it', async () => {
    const order = await deliveredByBosta();
    const results = await approve(order._id, order.product.id);
    const atBosta = bosta.byReference(results.label)!;
    bosta.requests.length = 0;
    // Died after Bosta's answer, before the write: claimed 20 minutes ago, nothing recorded.
    await db().execute(sql`update return_requests set pickup_by = null, pickup_tracking_number = null, pickup_note = null,
      pickup_claimed_at = now() - interval '20 minutes', pickup_tries = 1 where id = ${results._id}`);
    await quietFor(results._id, 20);
    // A live claim (a booking under way right now) is not taken over.
    await db().execute(sql`update return_requests set pickup_claimed_at = now() where id = ${results._id}`);
    expect(await bookPendingPickups(shop.app)).toBe(0);
    await db().execute(sql`update return_requests set pickup_claimed_at = now() - interval '20 minutes' where id = ${results._id}`);

    await Promise.all([bookPendingPickups(shop.app), bookPendingPickups(shop.app)]);
    expect(creates()).toHaveLength(0);
    expect(searches()).toHaveLength(1);
    expect(await pickupOf(results._id)).toMatchObject({ pickup_by: 'bosta', pickup_tracking_number: atBosta.trackingNumber, pickup_tries: 2 });
  });

  it('refuses to hand off an exchange order that a booked Bosta exchange delivers, to either courier, in both languages', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    const results = await approve(order._id, order.product.id, { exchange: true });
    expect(results.pickup).toMatchObject({ by: 'bosta', bostaType: 30 });
    const exchangeId = results.exchangeOrder!._id;
    bosta.requests.length = 0;

    for (const courier of ['bosta', 'own']) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [exchangeId], courier } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results).toEqual([
        { _id: exchangeId, ok: false, message: `Goes out with Bosta’s exchange for return ${results.label}: the courier delivers the new size when it collects the old one. Not handed off again.` },
      ]);
    }
    const arabic = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: { ...admin.headers, 'accept-language': 'ar' }, payload: { orderIds: [exchangeId], courier: 'bosta' } });
    expect(arabic.json().results[0].message).toBe(`يخرج مع استبدال بوسطة للمرتجع \u2068${results.label}\u2069: يسلّم المندوب المقاس الجديد حين يستلم القديم. لا يُسلَّم للشحن مرة أخرى.`);
    expect(bosta.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/deliveries'))).toHaveLength(0);
    expect(await queryRows(db(), sql`select count(*)::int as n from shipments where order_id = ${exchangeId}`)).toEqual([{ n: 0 }]);
  });

  it('holds the hand-off of an exchange order while its pickup is still to book, in both languages', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    // The look-up after a lost create fails too: the pickup is left to book.
    const results = await approve(order._id, order.product.id, { exchange: true, beforeApproval: () => bosta.loseNextAnswers(2) });
    expect(results.pickup).toBeNull();
    const exchangeId = results.exchangeOrder!._id;
    const held = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [exchangeId], courier: 'own' } });
    expect(held.json().results).toEqual([
      { _id: exchangeId, ok: false, message: `The pickup of return ${results.label} is still being booked and may bring this new size with it: try again in a few minutes.` },
    ]);
    const heldAr = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: { ...admin.headers, 'accept-language': 'ar' }, payload: { orderIds: [exchangeId], courier: 'own' } });
    expect(heldAr.json().results[0].message).toBe(`ما زال حجز استلام المرتجع \u2068${results.label}\u2069 جاريًا وقد يحمل معه هذا المقاس الجديد: حاول بعد دقائق.`);
    expect(await queryRows(db(), sql`select count(*)::int as n from shipments where order_id = ${exchangeId}`)).toEqual([{ n: 0 }]);
  });

  it('books only a return pickup (type 25) when the exchange order already went out as a parcel of its own', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    const results = await approve(order._id, order.product.id, { exchange: true });
    const exchangeId = results.exchangeOrder!._id;
    // As a crash leaves it, after the desk had sent the new size with its rider (before this rule, or by hand).
    bosta.deliveries.clear();
    bosta.requests.length = 0;
    await db().execute(sql`update return_requests set pickup_by = null, pickup_tracking_number = null, pickup_note = null, pickup_claimed_at = null, pickup_tries = 0 where id = ${results._id}`);
    await db().insert(shipments).values({ orderId: exchangeId, courier: 'own', handoff: 'sent', state: 'created', codAmountPiastres: 0 });
    await quietFor(results._id, 5);
    expect(await bookPendingPickups(shop.app)).toBe(1);
    expect(creates().map((request) => (request.body as { type: number }).type)).toEqual([25]);
    expect(await pickupOf(results._id)).toMatchObject({ pickup_by: 'bosta', pickup_note: 'bosta:25:' });
  });

  it('hands an exchange order to own delivery when its exchange was not booked with Bosta', async () => {
    // The original order went out with the shop's rider: the pickup is by hand, the new size a parcel of its own.
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock: { l: 2 } });
    const results = await approve(order._id, order.product.id, { exchange: true });
    expect(results.pickup).toMatchObject({ by: 'manual', why: 'own' });
    const res = await shop.app.inject({ method: 'POST', url: '/api/admin/shipments', headers: admin.headers, payload: { orderIds: [results.exchangeOrder!._id], courier: 'own' } });
    expect(res.json().results).toEqual([{ _id: results.exchangeOrder!._id, ok: true }]);
  });
});
