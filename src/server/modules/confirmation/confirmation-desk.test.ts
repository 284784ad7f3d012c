import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, createOrder, guestWithCart, insertCustomer, insertProduct, queryRows, stockOf, type Customer } from '../orders/test-fixtures';
import { orderRow, placeOrder, setConfirmationSettings } from './test-helpers';
import { wordHistoryNote } from '../../../shared/history-notes';
import { arabicMessages } from '../../../shared/messages-ar';

describe.each(testDatabases())('the desk and order confirmation on %s', (kind) => {
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

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  it('confirms and declines one or many, each on its own, with who and when in the history', async () => {
    const a = await placeOrder(shop);
    const b = await placeOrder(shop, { stock: 2 });
    const done = await placeOrder(shop);
    await setConfirmationSettings(shop, { confirmRule: 'off' });
    const notAsked = await placeOrder(shop);

    const confirm = await inject('POST', '/api/admin/orders/confirmation', { ids: [a.order._id, done.order._id], answer: 'confirm' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().results).toEqual([
      { _id: a.order._id, ok: true },
      { _id: done.order._id, ok: true },
    ]);
    const row = await orderRow(shop, a.order._id);
    expect(row).toMatchObject({ status: 'placed', confirmationState: 'confirmed', confirmationBy: 'staff' });
    const detail = await inject('GET', `/api/admin/orders/${a.order._id}`);
    expect(detail.json().results.history.at(-1)).toMatchObject({ status: 'placed', by: 'admin@shop.test', note: 'Confirmed by phone (admin@shop.test)', at: expect.any(String) });
    expect(detail.json().results.confirmation).toMatchObject({ state: 'confirmed', by: 'staff' });

    const decline = await inject('POST', '/api/admin/orders/confirmation', { ids: [b.order._id, done.order._id, notAsked.order._id, '00000000-0000-4000-8000-000000000000'], answer: 'decline' });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(decline.json().results).toEqual([
      { _id: b.order._id, ok: true },
      { _id: done.order._id, ok: false, message: 'This order has already been answered: nothing was changed.' },
      { _id: notAsked.order._id, ok: false, message: 'This order is not waiting for confirmation.' },
      { _id: '00000000-0000-4000-8000-000000000000', ok: false, message: 'Order not found' },
    ]);
    expect(await orderRow(shop, b.order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'customer_cancelled', confirmationState: 'declined', confirmationBy: 'staff' });
    expect(await stockOf(shop.database.db, b.product.id, 'm')).toBe(2);
    expect((await orderRow(shop, done.order._id)).status).toBe('placed');
    expect((await inject('POST', '/api/admin/orders/confirmation', { ids: [], answer: 'confirm' })).statusCode).toBe(400);
    expect((await inject('POST', '/api/admin/orders/confirmation', { ids: [a.order._id], answer: 'cancel' })).statusCode).toBe(400);
  });

  it('stores a confirmation by phone as a code the admin words in its language, next to the English note', async () => {
    const order = await placeOrder(shop);
    const confirm = await inject('POST', '/api/admin/orders/confirmation', { ids: [order.order._id], answer: 'confirm' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [row] = await queryRows(shop.database.db, sql`select note, note_code, note_params from order_status_changes where order_id = ${order.order._id} and to_status = 'placed' order by created_at desc, id desc limit 1`);
    expect(row).toEqual({ note: 'Confirmed by phone (admin@shop.test)', note_code: 'confirmation.confirmed', note_params: { by: 'staff', who: 'admin@shop.test' } });
    const detail = await inject('GET', `/api/admin/orders/${order.order._id}`);
    const entry = detail.json().results.history.at(-1);
    expect(entry).toMatchObject({ note: 'Confirmed by phone (admin@shop.test)', noteCode: 'confirmation.confirmed', noteParams: { by: 'staff', who: 'admin@shop.test' } });
    expect(wordHistoryNote(arabicMessages, entry)).toBe(arabicMessages.confirmation.notes.byWhom(arabicMessages.confirmation.notes.confirmedBy.staff, 'admin@shop.test'));
    expect(wordHistoryNote(arabicMessages, entry)).not.toContain('Confirmed');
    // The checkout's own line has no note and no code: its entry is as it was.
    expect(detail.json().results.history[0]).toEqual({ status: expect.any(String), at: expect.any(String), by: null, note: null });
  });

  it('filters by confirmation, counts the awaiting ones, and shows each row its phone risk from one grouped query', async () => {
    const waiting = await placeOrder(shop, { payload: { phone: '01011111111' } });
    const refused = await placeOrder(shop, { payload: { phone: '01011111111' } });
    await inject('PATCH', `/api/admin/orders/${refused.order._id}`, { status: 'cancelled', cancelReason: 'refused_on_delivery' });
    const other = await placeOrder(shop, { payload: { phone: '01222222222' } });
    await inject('POST', '/api/admin/orders/confirmation', { ids: [other.order._id], answer: 'confirm' });

    const awaiting = await inject('GET', '/api/admin/orders?confirmation=awaiting');
    expect(awaiting.statusCode, awaiting.body).toBe(200);
    expect(awaiting.json().orders.map((order: { _id: string }) => order._id)).toEqual([waiting.order._id]);
    expect(awaiting.json().total).toBe(1);
    expect(awaiting.json().counts).toMatchObject({ pending: 1, cancelled: 0, placed: 0, awaiting: 1 });

    const all = await inject('GET', '/api/admin/orders');
    expect(all.json().counts).toMatchObject({ pending: 1, cancelled: 1, placed: 1, awaiting: 1 });
    const rows = all.json().orders as Array<{ _id: string; risk: object; confirmation: { state: string } }>;
    expect(rows.find((row) => row._id === waiting.order._id)!.risk).toEqual({ orders: 2, delivered: 0, refused: 1 });
    expect(rows.find((row) => row._id === other.order._id)).toMatchObject({ risk: { orders: 1, delivered: 0, refused: 0 }, confirmation: { state: 'confirmed' } });
    expect(rows.find((row) => row._id === refused.order._id)!.confirmation.state).toBe('declined');

    expect((await inject('GET', '/api/admin/orders?confirmation=maybe')).statusCode).toBe(400);
  });

  it('gives the detail its confirmation link in the order language and the customer record', async () => {
    const english = await placeOrder(shop, { payload: { phone: '01033333333', email: 'rana@shop.test' } });
    const arabic = await placeOrder(shop, { language: 'ar', payload: { phone: '01033333333', email: 'rana+2@shop.test' } });
    const detail = (await inject('GET', `/api/admin/orders/${english.order._id}`)).json().results;
    expect(detail.confirmationUrl).toBe(`http://shop.test/confirm/${english.order.confirmationToken}`);
    expect((await inject('GET', `/api/admin/orders/${arabic.order._id}`)).json().results.confirmationUrl).toBe(
      `http://shop.test/ar/confirm/${arabic.order.confirmationToken}`,
    );
    expect(detail.customer).toEqual({
      phone: '01033333333',
      orders: 2,
      delivered: 0,
      refused: 0,
      cancelled: 0,
      unconfirmed: 0,
      cashCollected: 0,
      lastOrderAt: expect.any(String),
      blocked: false,
      blockReason: null,
    });
    await setConfirmationSettings(shop, { confirmRule: 'off' });
    const none = await placeOrder(shop);
    expect((await inject('GET', `/api/admin/orders/${none.order._id}`)).json().results.confirmationUrl).toBeNull();
  });

  it('answers the customer record by phone in any written form', async () => {
    const delivered = await placeOrder(shop, { payload: { phone: '01044444444' }, price: 300 });
    await inject('PATCH', `/api/admin/orders/${delivered.order._id}`, { status: 'delivered', cashCollected: 350 });
    const refused = await placeOrder(shop, { payload: { phone: '01044444444' } });
    await inject('PATCH', `/api/admin/orders/${refused.order._id}`, { status: 'cancelled', cancelReason: 'refused_on_delivery' });
    const unconfirmed = await placeOrder(shop, { payload: { phone: '01044444444' } });
    await shop.database.db.execute(sql`update orders set status = 'cancelled', cancel_reason = 'unconfirmed' where id = ${unconfirmed.order._id}`);
    await inject('POST', '/api/admin/blocklist', { phone: '01044444444', reason: 'refused at the door' });

    for (const phone of ['01044444444', '+20 104 444 4444', '0020-104-444-4444']) {
      const response = await inject('GET', `/api/admin/customers/${encodeURIComponent(phone)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        phone: '01044444444',
        orders: 3,
        delivered: 1,
        refused: 1,
        cancelled: 2,
        unconfirmed: 1,
        cashCollected: 350,
        lastOrderAt: expect.any(String),
        blocked: true,
        blockReason: 'refused at the door',
      });
    }
    const unknown = await inject('GET', '/api/admin/customers/01555555555');
    expect(unknown.json()).toMatchObject({ orders: 0, lastOrderAt: null, blocked: false });
    expect((await inject('GET', '/api/admin/customers/12345')).statusCode).toBe(400);
  });

  it('keeps the blocklist: add, list, refuse a duplicate in another written form, lift', async () => {
    const added = await inject('POST', '/api/admin/blocklist', { phone: '+20 100 000 1111', email: 'Fake.Buyer@Gmail.com', reason: 'fake orders' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      message: 'Added to the blocklist',
      results: { _id: expect.any(String), phone: '01000001111', email: 'fake.buyer@gmail.com', reason: 'fake orders', auto: false, createdAt: expect.any(String), createdBy: 'admin@shop.test' },
    });
    expect((await inject('POST', '/api/admin/blocklist', { phone: '0100-000-1111', reason: 'again' })).statusCode).toBe(409);
    expect((await inject('POST', '/api/admin/blocklist', { email: 'fakebuyer+x@googlemail.com' })).statusCode).toBe(409);
    expect((await inject('POST', '/api/admin/blocklist', { reason: 'nobody' })).json().message).toBe('phone: Give a phone number or an e-mail address (or both)');
    expect((await inject('POST', '/api/admin/blocklist', { phone: '123' })).statusCode).toBe(400);

    const list = await inject('GET', '/api/admin/blocklist');
    expect(list.json().entries).toHaveLength(1);
    const id = added.json().results._id as string;
    expect((await inject('DELETE', `/api/admin/blocklist/${id}`)).json()).toEqual({ message: 'Removed from the blocklist' });
    expect((await inject('DELETE', `/api/admin/blocklist/${id}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/blocklist')).json().entries).toEqual([]);
    // Lifted: the phone orders again.
    await placeOrder(shop, { payload: { phone: '01000001111' } });

    const customer = await insertCustomer(shop);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/blocklist', headers: customer.headers })).statusCode).toBe(403);
  });

  it('blocks a phone by itself after K refusals, with the reason written, and never when K is 0', async () => {
    const refuse = async (orderId: string) => {
      const response = await inject('PATCH', `/api/admin/orders/${orderId}`, { status: 'cancelled', cancelReason: 'refused_on_delivery' });
      expect(response.statusCode, response.body).toBe(200);
    };
    const ordersOf = async (phone: string, n: number) => {
      const placed: string[] = [];
      for (let i = 0; i < n; i++) placed.push((await placeOrder(shop, { payload: { phone } })).order._id);
      return placed;
    };
    for (const orderId of await ordersOf('01066666666', 2)) await refuse(orderId);
    expect((await inject('GET', '/api/admin/blocklist')).json().entries).toEqual([]);

    await setConfirmationSettings(shop, { autoBlockRefusals: 3 });
    const [first, second, third, fourth] = await ordersOf('01077777777', 4);
    await refuse(first!);
    await refuse(second!);
    expect((await inject('GET', '/api/admin/blocklist')).json().entries).toEqual([]);
    await refuse(third!);
    const entries = (await inject('GET', '/api/admin/blocklist')).json().entries;
    expect(entries).toEqual([expect.objectContaining({ phone: '01077777777', email: null, reason: '3 refused orders', auto: true, createdBy: null })]);
    const product = await insertProduct(shop.database.db, { price: 100, sizes: { m: 1 } });
    const blocked = await createOrder(shop, await guestWithCart(shop, product.id, 'm', 1), checkoutPayload({ phone: '01077777777' }));
    expect(blocked.statusCode).toBe(403);
    // A fourth refusal (of an order placed before the block) adds nothing.
    await refuse(fourth!);
    expect(await queryRows(shop.database.db, sql`select count(*)::int as n from blocklist`)).toEqual([{ n: 1 }]);
  });
});
