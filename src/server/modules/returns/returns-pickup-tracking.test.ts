/**
 * Bosta's webhook for a return's pickup (issue 36, follow-up): picked up moves the request to
 * in_transit, back at the shop marks it arrived, nothing is restocked until the staff receive
 * it, and the same event twice (or late) changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { shipments } from '../../db/schema/index';
import { STAND_IN_CITIES, type BostaStandIn } from '../../test-support/bosta-stand-in';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { stockOf, type Customer } from '../orders/test-fixtures';
import { returnMailsSettled } from '.';
import { pickupProgress } from './pickup-tracking';
import { askReturn, changeReturn, deliveredOrder, withBostaReturnsShop } from './test-helpers';

const district = STAND_IN_CITIES[0]!.districts[0]!;

describe('what a Bosta state means for a return pickup', () => {
  it('reads picked up and on the way as on the way, and back at the shop as arrived', () => {
    expect(pickupProgress(10, 'CUSTOMER_RETURN_PICKUP')).toBeNull();
    expect(pickupProgress(21, 'CUSTOMER_RETURN_PICKUP')).toBe('on_the_way');
    expect(pickupProgress(24, 'CUSTOMER_RETURN_PICKUP')).toBe('on_the_way');
    expect(pickupProgress(45, 'CUSTOMER_RETURN_PICKUP')).toBe('arrived');
    expect(pickupProgress(46, 'CUSTOMER_RETURN_PICKUP')).toBe('arrived');
    // An exchange is delivered when the new size reached the customer: the old piece is then on its way.
    expect(pickupProgress(45, 'EXCHANGE')).toBe('on_the_way');
    expect(pickupProgress(46, 'EXCHANGE')).toBe('arrived');
    expect(pickupProgress(47, 'EXCHANGE')).toBeNull();
  });
});

describe.each(testDatabases())('Bosta following a return pickup on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withBostaReturnsShop(kind, clock, (world) => ({ shop, bosta, admin, customer } = world));

  /** An approved return of a delivered order that went out with Bosta; its pickup's tracking number. */
  const approvedViaBosta = async (line: Record<string, unknown> = {}, stock: Record<string, number> = {}) => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock });
    await shop.database.db.insert(shipments).values({
      orderId: order._id, courier: 'bosta', handoff: 'sent', trackingNumber: `T${order.orderNumber}`, districtId: district.districtId, state: 'delivered', codAmountPiastres: 0,
    });
    const asked = await askReturn(shop, customer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', ...line }] });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const results = approved.json().results as { _id: string; label: string; pickup: { trackingNumber: string } };
    return { order, id: results._id, tracking: results.pickup.trackingNumber };
  };
  /** Posts Bosta's event for the delivery, with the secret header the pickup's creation gave Bosta. */
  const webhook = async (tracking: string, state: number, at: Date) => {
    const event = bosta.setState(tracking, state, at);
    const headers = bosta.deliveries.get(tracking)!.body.webhookCustomHeaders as Record<string, string>;
    const res = await shop.app.inject({ method: 'POST', url: '/api/webhooks/bosta', headers: { 'content-type': 'application/json', ...headers }, payload: event });
    await returnMailsSettled();
    return res;
  };
  const view = async (id: string) => (await shop.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: admin.headers })).json().results;

  it('a customer return pickup: picked up → in transit (mailed once), back at the shop → arrived, not restocked; repeats change nothing', async () => {
    const { order, id, tracking } = await approvedViaBosta();
    expect(bosta.deliveries.get(tracking)!.type).toBe('CUSTOMER_RETURN_PICKUP');
    const stock = await stockOf(shop.database.db, order.product.id, 'm');

    const since = shop.smtp.received.length;
    const picked = await webhook(tracking, 21, new Date('2026-03-02T10:00:00Z'));
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await view(id)).state).toBe('in_transit');
    const mail = await shop.smtp.waitForMail(customer.email, { since });
    expect(mail.subject).toContain('On its way back');
    // The same event again, and a later "on the way" one: nothing more.
    await webhook(tracking, 21, new Date('2026-03-02T10:00:00Z'));
    await webhook(tracking, 24, new Date('2026-03-02T15:00:00Z'));

    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    let results = await view(id);
    expect(results.state).toBe('in_transit');
    expect(results.pickup.arrivedAt).toBe('2026-03-03T09:00:00.000Z');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    results = await view(id);
    expect(results.history.map((entry: { to: string; note: string | null }) => [entry.to, entry.note])).toEqual([
      ['requested', null],
      ['approved', null],
      ['in_transit', 'Bosta picked the pieces up from the customer'],
      ['in_transit', 'Bosta brought the pieces back to the shop: inspect them and mark them received'],
    ]);
    // Only the "on its way" step was mailed to the customer.
    expect(shop.smtp.received.slice(since).filter((sent) => sent.envelopeTo.includes(customer.email))).toHaveLength(1);

    // The staff inspect and receive: that, once, restocks.
    expect((await changeReturn(shop, admin, id, { state: 'received' })).statusCode).toBe(200);
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock! + 1);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    expect((await view(id)).state).toBe('received');
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stock! + 1);
  });

  it('an exchange: delivered to the customer is the old piece on its way back; returned to the shop marks it arrived', async () => {
    const { id, tracking } = await approvedViaBosta({ exchangeSize: 'l' }, { l: 2 });
    expect(bosta.deliveries.get(tracking)!.type).toBe('EXCHANGE');
    await webhook(tracking, 45, new Date('2026-03-02T12:00:00Z'));
    expect(await view(id)).toMatchObject({ state: 'in_transit', pickup: { arrivedAt: null } });
    await webhook(tracking, 46, new Date('2026-03-04T08:00:00Z'));
    expect(await view(id)).toMatchObject({ state: 'in_transit', pickup: { arrivedAt: '2026-03-04T08:00:00.000Z' } });
  });

  it('a request already marked in transit by hand only gets the arrival; a parcel event is still a parcel event', async () => {
    const { order, id, tracking } = await approvedViaBosta();
    expect((await changeReturn(shop, admin, id, { state: 'in_transit' })).statusCode).toBe(200);
    await webhook(tracking, 46, new Date('2026-03-03T09:00:00Z'));
    const results = await view(id);
    expect(results.history.map((entry: { to: string }) => entry.to)).toEqual(['requested', 'approved', 'in_transit', 'in_transit']);
    expect(results.pickup.arrivedAt).not.toBeNull();
    // The order's own parcel number is not the pickup's: the shipments module answers as before.
    const parcel = await shop.app.inject({
      method: 'POST',
      url: '/api/webhooks/bosta',
      headers: { 'content-type': 'application/json', ...(bosta.deliveries.get(tracking)!.body.webhookCustomHeaders as Record<string, string>) },
      payload: { trackingNumber: `T${order.orderNumber}`, state: 45, type: 'SEND', timeStamp: '2026-03-05T09:00:00Z' },
    });
    expect(parcel.statusCode).toBe(200);
    expect((await view(id)).state).toBe('in_transit');
  });
});
