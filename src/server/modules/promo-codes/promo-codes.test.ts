import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { ManualClock } from '../../clock';
import { checkoutPayload, createOrder, guestWithCart, insertProduct, type Customer } from '../orders/test-fixtures';
import { admin, createCode, listCodes } from './test-helpers';

describe.each(testDatabases())('promo codes on %s', (kind) => {
  let shop: TestShop;
  let owner: Customer;
  // 2026-06-15 14:00 in Cairo (+03:00 in summer).
  const clock = new ManualClock(new Date('2026-06-15T11:00:00Z'));
  beforeAll(async () => {
    shop = await createTestShop(kind, { clock });
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    clock.set(new Date('2026-06-15T11:00:00Z'));
    owner = await admin(shop);
  });

  const db = () => shop.database.db;
  const order = async (code: string | undefined, discount: number, overrides: object = {}, price = 500) => {
    const product = await insertProduct(db(), { price, sizes: { m: 10 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    return createOrder(shop, guest, checkoutPayload({ ...(code === undefined ? {} : { promoCode: code }), discount, shippingFee: price >= 1350 ? 0 : 90, ...overrides }));
  };

  it('has WELCOME10 from the first start, and an admin creates, lists, changes and deletes codes', async () => {
    const [welcome] = await listCodes(shop, owner.headers);
    expect(welcome).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, firstOrderOnly: true, perCustomerLimit: 1, active: true, uses: 0, discountGiven: 0 });

    const created = await createCode(shop, owner.headers, { code: ' summer 50 ', kind: 'fixed', value: 50, minSubtotal: 300, totalLimit: 100, startsAt: '2026-06-01', endsAt: '2026-08-31' });
    expect(created).toMatchObject({ code: 'SUMMER50', kind: 'fixed', value: 50, minSubtotal: 300, totalLimit: 100, perCustomerLimit: null, startsAt: '2026-06-01', endsAt: '2026-08-31', active: true });
    expect((await shop.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: owner.headers, payload: { code: 'Summer50', kind: 'percent', value: 5 } })).statusCode).toBe(409);

    const patch = (payload: object) => shop.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${created._id}`, headers: owner.headers, payload });
    const changed = await patch({ value: 75, endsAt: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results).toMatchObject({ value: 75, endsAt: null, startsAt: '2026-06-01' });
    // The rules between fields hold after a change.
    expect((await patch({ kind: 'percent', value: 150 })).json().message).toMatch(/1 to 100/);
    expect((await patch({ endsAt: '2026-05-01' })).json().message).toMatch(/before the start/);

    const deleted = await shop.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${created._id}`, headers: owner.headers });
    expect(deleted.json()).toMatchObject({ deleted: true, results: null });
    expect((await listCodes(shop, owner.headers)).map((code) => code.code)).toEqual(['WELCOME10']);
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${created._id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses bad codes and non-admins', async () => {
    const bad = async (payload: object) => (await shop.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: owner.headers, payload })).statusCode;
    expect(await bad({ code: 'x', kind: 'percent', value: 10 })).toBe(400);
    expect(await bad({ code: 'HALF', kind: 'percent', value: 0 })).toBe(400);
    expect(await bad({ code: 'HALF', kind: 'fixed', value: 0 })).toBe(400);
    expect(await bad({ code: 'HALF', kind: 'gift', value: 10 })).toBe(400);
    expect(await bad({ code: 'HALF', kind: 'percent', value: 10, startsAt: '2026-02-30' })).toBe(400);
    expect(await bad({ code: 'HALF', kind: 'percent', value: 10, totalLimit: -1 })).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/promo-codes' })).statusCode).toBe(401);
  });

  it('gives percent, fixed (never above the subtotal) and free shipping, matched without case or spaces', async () => {
    await createCode(shop, owner.headers, { code: 'TAKE20', kind: 'percent', value: 20 });
    await createCode(shop, owner.headers, { code: 'MINUS1000', kind: 'fixed', value: 1000 });
    await createCode(shop, owner.headers, { code: 'SHIPFREE', kind: 'free_shipping' });
    const percent = await order(' take 20', 100);
    expect(percent.statusCode, percent.body).toBe(201);
    expect(percent.json().results).toMatchObject({ discount: 100, totalPrice: 490, promoCode: 'TAKE20' });
    const fixed = await order('minus1000', 500);
    expect(fixed.json().results).toMatchObject({ discount: 500, totalPrice: 90, promoCode: 'MINUS1000' });
    const free = await order('SHIPFREE', 90);
    expect(free.json().results).toMatchObject({ discount: 90, shippingFee: 90, totalPrice: 500 });
    // The server's figure, not the client's.
    expect((await order('TAKE20', 50)).json().message).toBe('discount: expected 100 but got 50');

    const figures = Object.fromEntries((await listCodes(shop, owner.headers)).map((code) => [code.code, [code.uses, code.discountGiven]]));
    expect(figures).toMatchObject({ TAKE20: [1, 100], MINUS1000: [1, 500], SHIPFREE: [1, 90] });
  });

  it('says why a code is refused, one message per rule', async () => {
    await createCode(shop, owner.headers, { code: 'LATER', kind: 'percent', value: 10, startsAt: '2026-06-16' });
    await createCode(shop, owner.headers, { code: 'GONE', kind: 'percent', value: 10, endsAt: '2026-06-14' });
    await createCode(shop, owner.headers, { code: 'ONCE', kind: 'percent', value: 10, totalLimit: 1 });
    await createCode(shop, owner.headers, { code: 'MINE', kind: 'percent', value: 10, perCustomerLimit: 1 });
    await createCode(shop, owner.headers, { code: 'BIG', kind: 'percent', value: 10, minSubtotal: 1000 });
    await createCode(shop, owner.headers, { code: 'NEWBIE', kind: 'percent', value: 10, firstOrderOnly: true });
    const off = await createCode(shop, owner.headers, { code: 'OFF', kind: 'percent', value: 10, active: false });

    const refusal = async (code: string, overrides: object = {}) => {
      const response = await order(code, 50, overrides);
      return [response.statusCode, response.json().message];
    };
    expect(await refusal('NOPE')).toEqual([400, 'Invalid promo code. Please try again.']);
    expect(await refusal(off.code)).toEqual([400, 'Invalid promo code. Please try again.']);
    expect(await refusal('LATER')).toEqual([409, 'This code starts on Jun 16, 2026.']);
    expect(await refusal('GONE')).toEqual([409, 'This code has ended.']);
    expect(await refusal('BIG')).toEqual([400, 'This code needs a cart of at least 1,000 LE.']);

    expect((await order('ONCE', 50, { phone: '01000000001', email: 'a@shop.test' })).statusCode).toBe(201);
    expect(await refusal('ONCE', { phone: '01000000002', email: 'b@shop.test' })).toEqual([409, 'This code has been fully used.']);
    expect((await order('MINE', 50, { phone: '01000000003', email: 'c@shop.test' })).statusCode).toBe(201);
    // The same customer with the address written another way.
    expect(await refusal('MINE', { phone: '01000000004', email: 'C@Shop.test' })).toEqual([409, 'You have already used this code.']);
    expect(await refusal('NEWBIE', { phone: '01000000003', email: 'new@shop.test' })).toEqual([409, 'The NEWBIE code is only valid on your first order.']);
    expect((await order('NEWBIE', 50, { phone: '01000000009', email: 'fresh@shop.test' })).statusCode).toBe(201);

    // Arabic readers get the Arabic text.
    const product = await insertProduct(db(), { price: 500, sizes: { m: 1 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const arabic = await shop.app.inject({ method: 'POST', url: '/api/order/create', headers: { ...guest, 'accept-language': 'ar' }, payload: checkoutPayload({ promoCode: 'GONE', discount: 50 }) });
    expect(arabic.json().message).toBe('انتهى هذا الكود.');
  });

  it('reads dates as Cairo days', async () => {
    await createCode(shop, owner.headers, { code: 'JUNE16', kind: 'percent', value: 10, startsAt: '2026-06-16', endsAt: '2026-06-16' });
    // 22:30 UTC on the 15th is 01:30 on the 16th in Cairo (+03:00).
    clock.set(new Date('2026-06-15T20:59:00Z'));
    expect((await order('JUNE16', 50)).statusCode).toBe(409);
    clock.set(new Date('2026-06-15T21:30:00Z'));
    expect((await order('JUNE16', 50)).statusCode).toBe(201);
    clock.set(new Date('2026-06-16T21:30:00Z'));
    expect((await order('JUNE16', 50)).json().message).toBe('This code has ended.');
  });

  it('keeps WELCOME10 as the spec has it, amount alone or with the code', async () => {
    expect((await order(undefined, 50, { email: 'first@shop.test', phone: '01000000011' })).json().results.promoCode).toBe('WELCOME10');
    const again = await order('welcome10', 50, { email: 'first@shop.test', phone: '01000000012' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'The WELCOME10 code is only valid on your first order.']);
  });

  it('gives a use back when the order is cancelled, deactivates a used code instead of deleting it, and reports it', async () => {
    const once = await createCode(shop, owner.headers, { code: 'ONCE', kind: 'fixed', value: 100, totalLimit: 1 });
    const placed = await order('ONCE', 100, { email: 'x@shop.test', phone: '01000000021' });
    expect(placed.statusCode).toBe(201);
    expect((await order('ONCE', 100, { email: 'y@shop.test', phone: '01000000022' })).statusCode).toBe(409);
    const cancelled = await shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${placed.json().results._id}`, headers: owner.headers, payload: { status: 'cancelled', cancelReason: 'other' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await order('ONCE', 100, { email: 'y@shop.test', phone: '01000000022' });
    expect(second.statusCode).toBe(201);

    const report = await shop.app.inject({ method: 'GET', url: `/api/admin/promo-codes/${once._id}/report`, headers: owner.headers });
    expect(report.json().results).toEqual({ code: 'ONCE', orders: 1, sales: 490, discountGiven: 100, newCustomers: 1 });

    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/admin/promo-codes/${once._id}`, headers: owner.headers });
    expect(removed.json()).toMatchObject({ deleted: false, results: { active: false, uses: 1 } });
    // A used code keeps its name.
    expect((await shop.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${once._id}`, headers: owner.headers, payload: { code: 'TWICE' } })).statusCode).toBe(409);
  });

  it("checks a code for the checkout's Apply against the cart and the customer", async () => {
    await createCode(shop, owner.headers, { code: 'BIG', kind: 'fixed', value: 100, minSubtotal: 1000 });
    const product = await insertProduct(db(), { price: 600, sizes: { m: 5 } });
    const guest = await guestWithCart(shop, product.id, 'm', 1);
    const check = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/promo-codes/check', headers: guest, payload });
    expect((await check({ code: 'big' })).json().message).toBe('This code needs a cart of at least 1,000 LE.');
    expect((await check({ code: 'welcome 10' })).json().results).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10, minSubtotal: 0, firstOrderOnly: true });
    expect((await check({ code: 'nope' })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'POST', url: '/api/promo-codes/check', payload: { code: 'BIG' } })).statusCode).toBe(401);
  });
});
