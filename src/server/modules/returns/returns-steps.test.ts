import { describe, expect, it } from 'vitest';
import { cairoDay } from '../../../shared/money';
import { testDatabases } from '../../test-support/databases';
import type { TestShop } from '../../test-support/test-shop';
import { insertCustomer, stockOf, type Customer } from '../orders/test-fixtures';
import { askReturn, changeReturn, deliveredOrder, withReturnsShop } from './test-helpers';

describe.each(testDatabases())('the shop handling a return on %s', (kind) => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;

  withReturnsShop(kind, (world) => ({ shop, admin, customer } = world));

  const requestFor = async (order: Awaited<ReturnType<typeof deliveredOrder>>, lines: object[], who: Customer = customer) => {
    const res = await askReturn(shop, who.headers, order._id, { lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().results as { _id: string; label: string; lines: Array<{ _id: string }> };
  };
  const step = async (id: string, payload: object, status = 200) => {
    const res = await changeReturn(shop, admin, id, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  it('moves only forward, restocks the undamaged pieces once however often receive is sent, and mails each step', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 3, price: 400 });
    const stockAfterSale = await stockOf(shop.database.db, order.product.id, 'm');
    const request = await requestFor(order, [{ productId: order.product.id, size: 'm', quantity: 3, reason: 'defective' }]);

    await step(request._id, { state: 'received' }, 409);
    const since = shop.smtp.received.length;
    const approved = await step(request._id, { state: 'approved' });
    expect(approved.results).toMatchObject({ state: 'approved', pickup: { by: 'manual' } });
    const approvedMail = await shop.smtp.waitForMail(customer.email, { since });
    expect(approvedMail.subject).toBe(`Return ${request.label} (order #${order.orderNumber}): Approved`);
    expect(approvedMail.text).toContain('Our courier will call you to arrange the pickup.');
    await step(request._id, { state: 'rejected', note: 'late' }, 409);

    // Two clicks at once, one with a damaged piece: the pieces go back once, less the damaged one.
    const damaged = [{ lineId: request.lines[0]!._id, quantity: 1 }];
    const [a, b] = await Promise.all([changeReturn(shop, admin, request._id, { state: 'received', damaged }), changeReturn(shop, admin, request._id, { state: 'received', damaged })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await step(request._id, { state: 'received', damaged });
    expect(await stockOf(shop.database.db, order.product.id, 'm')).toBe(stockAfterSale! + 2);
    const received = await step(request._id, { state: 'received' });
    expect(received.results.lines[0].damagedQuantity).toBe(1);
    expect(received.results.history.map((entry: { to: string }) => entry.to)).toEqual(['requested', 'approved', 'received']);
    expect(received.results.history[2].by).toBe(admin.email);
    await step(request._id, { state: 'approved' }, 409);
    await step(request._id, { state: 'requested' }, 409);
  });

  it('rejects with a reason, and the pieces may then be asked for again', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    const line = { productId: order.product.id, size: 'm', quantity: 1, reason: 'changed_mind' };
    const request = await requestFor(order, [line]);
    await step(request._id, { state: 'rejected' }, 400);
    const since = shop.smtp.received.length;
    await step(request._id, { state: 'rejected', note: 'Worn and washed' });
    const mail = await shop.smtp.waitForMail(customer.email, { since });
    expect(mail.text).toContain('Reason: Worn and washed');
    await requestFor(order, [line]);
  });

  it('reserves the new size at approval: two exchanges racing for the last piece, one wins, never oversold', async () => {
    const other = await insertCustomer(shop, 'salma@buyer.test');
    const first = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock: { l: 1 } });
    const second = await deliveredOrder(shop, admin, other.headers, { email: other.email, product: first.product });
    const exchange = { productId: first.product.id, size: 'm', quantity: 1, reason: 'wrong_size', exchangeSize: 'l' };
    const one = await requestFor(first, [exchange]);
    const two = await requestFor(second, [exchange], other);
    // Exchanges ship free by default: nothing to pay, nothing to refund.
    const [a, b] = await Promise.all([changeReturn(shop, admin, one._id, { state: 'approved' }), changeReturn(shop, admin, two._id, { state: 'approved' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().message).toBe(`${first.product.title} in size L is sold out: the exchange cannot be approved.`);
    expect(await stockOf(shop.database.db, first.product.id, 'l')).toBe(0);
    const won = (a.statusCode === 200 ? a : b).json().results;
    expect(won.exchangeOrder.orderNumber).toBeGreaterThan(second.orderNumber);

    // The exchange order: its own number, the new size, no charge, linked both ways.
    const exchangeOrder = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${won.exchangeOrder._id}`, headers: admin.headers });
    expect(exchangeOrder.json().results).toMatchObject({ status: 'placed', totalPrice: 0, products: [expect.objectContaining({ size: 'l', quantity: 1 })] });
    const linked = await shop.app.inject({ method: 'GET', url: `/api/admin/returns?orderId=${won.exchangeOrder._id}`, headers: admin.headers });
    expect(linked.json().results.map((r: { _id: string }) => r._id)).toEqual([won._id]);
    const loser = await shop.app.inject({ method: 'GET', url: `/api/admin/returns/${(a.statusCode === 409 ? one : two)._id}`, headers: admin.headers });
    expect(loser.json().results).toMatchObject({ state: 'requested', exchangeOrder: null });

    await step(won._id, { state: 'in_transit' });
    await step(won._id, { state: 'received' });
    expect(await stockOf(shop.database.db, first.product.id, 'm')).toBe(5);
    const since = shop.smtp.received.length;
    const done = await step(won._id, { state: 'exchanged' });
    expect(done.results.state).toBe('exchanged');
    const mail = await shop.smtp.waitForMail(won.customer.email, { since });
    expect(mail.text).toContain(`Your new size is on its way (order #${won.exchangeOrder.orderNumber}).`);
  });

  it('records refunds: sales figures are net of a partial refund, a fully refunded order becomes refunded', async () => {
    const today = cairoDay(new Date());
    const summary = async () => (await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/sales-summary', headers: admin.headers })).json().summary;
    const byDate = async () =>
      (await shop.app.inject({ method: 'GET', url: `/api/admin/dashboard/sales-by-date-range?startDate=${today}&endDate=${today}`, headers: admin.headers })).json().results;
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 2, price: 300 });
    expect(order.totalPrice).toBe(690);
    expect((await summary()).totalSales).toBe(690);

    const first = await requestFor(order, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' }]);
    await step(first._id, { state: 'approved' });
    await step(first._id, { state: 'received' });
    await step(first._id, { state: 'refunded' }, 400);
    await step(first._id, { state: 'refunded', refundAmount: 5000, refundMethod: 'cash' }, 400);
    const since = shop.smtp.received.length;
    const refunded = await step(first._id, { state: 'refunded', refundAmount: 300, refundMethod: 'instapay', refundReference: 'IP-123' });
    expect(refunded.results.refund).toMatchObject({ amount: 300, method: 'instapay', reference: 'IP-123' });
    expect(refunded.results.orderStatus).toBe('delivered');
    expect((await shop.smtp.waitForMail(customer.email, { since })).text).toContain('We refunded 300 LE by InstaPay.');
    expect(await summary()).toMatchObject({ totalSales: 390, totalOrders: 1 });
    expect(await byDate()).toEqual([{ date: today, totalSales: 390, totalOrders: 1 }]);
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: admin.headers })).json().results;
    expect(detail.history.at(-1).note).toBe(`Return ${first.label}: Refunded 300 LE (InstaPay, IP-123)`);

    const second = await requestFor(order, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' }]);
    await step(second._id, { state: 'approved' });
    await step(second._id, { state: 'received' });
    const last = await step(second._id, { state: 'refunded', refundAmount: 390, refundMethod: 'wallet' });
    expect(last.results.orderStatus).toBe('refunded');
    expect(await summary()).toMatchObject({ totalSales: 0, totalOrders: 0 });
    expect(await byDate()).toEqual([]);
    await step(second._id, { state: 'closed' });
    // Each step is in the audit log with who made it (issue 37).
    const audit = await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=return&entityId=${first._id}`, headers: admin.headers });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual(['return.refunded', 'return.received', 'return.approved']);
    expect(audit.json().entries[0]).toMatchObject({ summary: `Return ${first.label} (order #${order.orderNumber}): Received → Refunded` });

    const report = (await shop.app.inject({ method: 'GET', url: '/api/admin/returns/report', headers: admin.headers })).json().report;
    expect(report.refundsThisMonth).toEqual({ amount: 690, count: 2 });
    expect(report.reasons).toEqual([{ reason: 'defective', count: 2 }]);
    expect(report.byProduct).toEqual([expect.objectContaining({ productId: order.product.id, sold: 2, returned: 2, rate: 1 })]);
    expect(report.bySize).toEqual([{ size: 'm', sold: 2, returned: 2, rate: 1 }]);
  });

  it('charges the exchange what the shop decides: checked, the exchange order\'s total, in net sales and the mails, editable until it ships', async () => {
    const today = cairoDay(new Date());
    const summary = async () => (await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard/sales-summary', headers: admin.headers })).json().summary;
    const byDate = async () =>
      (await shop.app.inject({ method: 'GET', url: `/api/admin/dashboard/sales-by-date-range?startDate=${today}&endDate=${today}`, headers: admin.headers })).json().results;
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, stock: { l: 1 } });
    const request = await requestFor(order, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'wrong_size', exchangeSize: 'l' }]);
    const salesBefore = (await summary()).totalSales;

    // Refused, nothing written: below 0, above the limit, not a number, with a step other than approving.
    for (const exchangeCharge of [-1, 30_000.01, 'ten']) {
      const refused = await changeReturn(shop, admin, request._id, { state: 'approved', exchangeCharge });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await changeReturn(shop, admin, request._id, { state: 'approved', exchangeCharge: -1 })).json().message).toBe(
      'exchangeCharge: The amount to collect for the exchange must be between 0 and 30,000 LE.',
    );
    await step(request._id, { state: 'rejected', note: 'no', exchangeCharge: 10 }, 400);
    expect(await stockOf(shop.database.db, order.product.id, 'l')).toBe(1);
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/returns/${request._id}`, headers: admin.headers })).json().results).toMatchObject({ state: 'requested', exchangeOrder: null });

    // Approved with 150.50 LE: the exchange order's total, counted as a sale of its day.
    const since = shop.smtp.received.length;
    const approved = (await step(request._id, { state: 'approved', exchangeCharge: 150.5 })).results;
    expect(approved.exchangeOrder).toMatchObject({ charge: 150.5, chargeEditable: true });
    const exchangeUrl = `/api/admin/orders/${approved.exchangeOrder._id}`;
    expect((await shop.app.inject({ method: 'GET', url: exchangeUrl, headers: admin.headers })).json().results).toMatchObject({ status: 'placed', totalPrice: 150.5 });
    expect((await summary()).totalSales).toBe(salesBefore + 150.5);
    expect(await byDate()).toEqual([{ date: today, totalSales: salesBefore + 150.5, totalOrders: 2 }]);
    const mail = await shop.smtp.waitForMail(customer.email, { since });
    expect(mail.text).toContain('For the new size, the courier collects 150.50 LE in cash (the price difference).');
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/orders/returns', headers: customer.headers })).json().results;
    expect(mine[0].exchangeOrder).toMatchObject({ orderNumber: approved.exchangeOrder.orderNumber, charge: 150.5 });

    // Changed on its own (same state) while the exchange order has not shipped; the histories say so, the customer is told.
    const beforeEdit = shop.smtp.received.length;
    const edited = (await step(request._id, { state: 'approved', exchangeCharge: 200 })).results;
    expect(edited.exchangeOrder.charge).toBe(200);
    expect(edited.state).toBe('approved');
    expect(edited.history.at(-1)).toMatchObject({ from: 'approved', to: 'approved', by: admin.email, note: 'To collect with the new size: 200 LE' });
    const changedMail = await shop.smtp.waitForMail(customer.email, { since: beforeEdit });
    expect(changedMail.text).toContain(`The amount to pay for your new size (order #${approved.exchangeOrder.orderNumber}) is now 200 LE, in cash on delivery.`);
    expect((await summary()).totalSales).toBe(salesBefore + 200);
    const history = (await shop.app.inject({ method: 'GET', url: exchangeUrl, headers: admin.headers })).json().results.history;
    expect(history.at(-1).note).toBe(`${request.label}: To collect with the new size: 200 LE (150.50 LE →)`);
    // The same amount again changes nothing.
    await step(request._id, { state: 'approved', exchangeCharge: 200 });
    expect((await shop.app.inject({ method: 'GET', url: exchangeUrl, headers: admin.headers })).json().results.history).toHaveLength(history.length);

    // Once the exchange order ships, its amount is the courier's: 409, unchanged.
    const shipped = await shop.app.inject({ method: 'PATCH', url: exchangeUrl, headers: admin.headers, payload: { status: 'shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const locked = await changeReturn(shop, admin, request._id, { state: 'approved', exchangeCharge: 50 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('The exchange order is already shipped: the amount to collect can no longer change.');
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/returns/${request._id}`, headers: admin.headers })).json().results.exchangeOrder).toMatchObject({
      charge: 200,
      chargeEditable: false,
    });

    // A return with no exchange has nothing to collect.
    const refundOnly = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, product: order.product });
    const plain = await requestFor(refundOnly, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' }]);
    await step(plain._id, { state: 'approved', exchangeCharge: 20 }, 400);
  });

  it('lists requests by state a page at a time, with the order and customer beside each, for admins only', async () => {
    const order = await deliveredOrder(shop, admin, customer.headers, { email: customer.email, quantity: 2 });
    const request = await requestFor(order, [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'other' }]);
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/returns?state=requested&page=1', headers: admin.headers });
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 20, results: [{ _id: request._id, orderNumber: order.orderNumber, customer: { email: customer.email } }] });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/returns?state=approved', headers: admin.headers })).json().total).toBe(0);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/returns', headers: customer.headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/returns/00000000-0000-4000-8000-000000000000', headers: admin.headers })).statusCode).toBe(404);
    expect((await changeReturn(shop, admin, request._id, { state: 'sideways' })).statusCode).toBe(400);
  });
});
