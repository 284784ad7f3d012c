import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_CODES, wordAuditSummary, wordStoredSummary } from '../../../shared/audit-summaries';
import { AUDIT_SUMMARY_SAMPLES } from '../../../shared/audit-summary-samples';
import { apiContract } from '../../../shared/contract';
import { english } from '../../../shared/messages';
import { arabicMessages } from '../../../shared/messages-ar';
import { auditEntries, products } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { form, pngImage } from '../catalogue/test-catalogue';
import { orderRow, placeOrder } from '../confirmation/test-helpers';
import { insertCustomer, insertProduct, type Customer } from '../orders/test-fixtures';
import { insertStaff, type StaffMember } from '../team/test-helpers';
import { recordAudit } from './index';

describe.each(testDatabases())('the audit log on %s', (kind) => {
  let shop: TestShop;
  let owner: Customer;
  let manager: StaffMember;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(async () => {
    await shop.reset();
    owner = await insertCustomer(shop, 'owner@shop.test', 'admin');
    manager = await insertStaff(shop, 'manager', 'manager@staff.test');
  });
  afterAll(() => shop.close());

  const call = (who: { headers: object }, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object | FormData) =>
    shop.app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload: payload as object } : {}), remoteAddress: '10.1.2.3' });
  const logged = async () => (await shop.database.db.select().from(auditEntries).orderBy(auditEntries.at, auditEntries.action));
  const only = async (action: string) => {
    const rows = (await logged()).filter((row) => row.action === action);
    expect(rows, action).toHaveLength(1);
    return rows[0]!;
  };
  /**
   * Every entry the shop's own writes left has a summary code, its data reads in both languages
   * and the stored English line is the English wording of that data (no writer forgot a code or
   * passed data its wording cannot read).
   */
  const expectEveryEntryWorded = async () => {
    const rows = await logged();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(AUDIT_SUMMARY_CODES, row.action).toContain(row.summaryCode);
      expect(wordStoredSummary(english, row), row.action).toBe(row.summary);
      const arabic = wordStoredSummary(arabicMessages, row);
      expect(arabic, row.action).toMatch(/[\u0600-\u06FF]/);
      expect(`${row.summary} ${arabic}`, row.action).not.toMatch(/undefined|NaN|\[object/);
    }
  };

  it('records the desk\'s order changes, bulk, the spec\'s status change and confirmations, with who, where and before/after', async () => {
    const { order } = await placeOrder(shop, { price: 400 });
    const patched = await call(manager, 'PATCH', `/api/admin/orders/${order._id}`, { status: 'placed', note: 'Called, all good' });
    expect(patched.statusCode, patched.body).toBe(200);
    const update = await only('order.update');
    expect(update).toMatchObject({
      actorEmail: 'manager@staff.test',
      actorRole: 'manager',
      entity: 'order',
      entityId: order._id,
      ip: '10.1.2.3',
      summary: `Order #${order.orderNumber}: pending → placed: note "Called, all good"`,
    });
    expect(update.changes).toEqual({ status: { before: 'pending', after: 'placed' }, notes: { before: '', after: 'Called, all good' } });

    const delivered = await call(owner, 'PATCH', `/api/admin/orders/${order._id}`, { status: 'delivered', cashCollected: 380.5 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const cash = (await logged()).filter((row) => row.action === 'order.update')[1]!;
    expect(cash.changes).toMatchObject({ status: { before: 'placed', after: 'delivered' }, cashCollected: { before: null, after: 380.5 } });

    const second = await placeOrder(shop);
    const bulk = await call(owner, 'POST', '/api/admin/orders/bulk', { ids: [second.order._id], status: 'cancelled', cancelReason: 'out_of_stock' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await only('order.bulkStatus')).changes).toEqual({ status: { before: 'pending', after: 'cancelled' }, cancelReason: { before: null, after: 'out_of_stock' } });

    const spec = await call(owner, 'POST', `/api/admin/update-status/${second.order._id}`, { status: 'pending' });
    expect(spec.statusCode, spec.body).toBe(200);
    expect((await only('order.status')).changes).toEqual({ status: { before: 'cancelled', after: 'pending' } });

    const third = await placeOrder(shop);
    const confirmed = await call(manager, 'POST', '/api/admin/orders/confirmation', { ids: [third.order._id], answer: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const confirmation = await only('order.confirm');
    expect(confirmation.changes).toEqual({ status: { before: 'pending', after: 'placed' }, confirmation: { before: 'awaiting', after: 'confirmed' } });
    // Never a customer's confirmation token, anywhere in the log.
    const { confirmationToken } = await orderRow(shop, third.order._id);
    expect(confirmationToken).toBeTruthy();
    expect(JSON.stringify(await logged())).not.toContain(confirmationToken);

    // The order's own entries, newest first, through the API.
    const own = await call(owner, 'GET', `/api/admin/audit?entity=order&entityId=${order._id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().entries.map((entry: { action: string }) => entry.action)).toEqual(['order.update', 'order.update']);
    await expectEveryEntryWorded();
  });

  it('records catalogue edits with prices in LE, blocklist, settings and own-delivery hand-offs', async () => {
    const fixture = await insertProduct(shop.database.db, { title: 'Linen Shirt', price: 500, sizes: { m: 3 } });
    const [{ categoryId }] = (await shop.database.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, fixture.id))) as [{ categoryId: string }];
    const edited = await call(owner, 'PATCH', `/api/admin/updateProduct/${fixture.id}?categoryId=${categoryId}`, form({ title: 'Linen Shirt', description: 'Airy', price: '450', discount: '10', sizeStock: JSON.stringify([{ size: 'm', quantity: 5 }]) }));
    expect(edited.statusCode, edited.body).toBe(200);
    const product = await only('product.update');
    expect(product).toMatchObject({ entity: 'product', entityId: fixture.id, summary: 'Edited product "Linen Shirt"' });
    expect(product.changes).toMatchObject({
      price: { before: 500, after: 450 },
      discount: { before: 0, after: 10 },
      finalPrice: { before: 500, after: 405 },
      stock: { before: { m: 3 }, after: { m: 5 } },
    });
    expect(product.changes).not.toHaveProperty('title');

    const block = await call(manager, 'POST', '/api/admin/blocklist', { phone: '01044444444', reason: 'fake orders' });
    expect(block.statusCode, block.body).toBe(201);
    expect((await only('blocklist.add')).changes).toMatchObject({ phone: { before: null, after: '01044444444' } });
    const lifted = await call(owner, 'DELETE', `/api/admin/blocklist/${block.json().results._id}`);
    expect(lifted.statusCode).toBe(200);
    expect(await only('blocklist.remove')).toMatchObject({ summary: 'Lifted the block of 01044444444', actorRole: 'owner' });

    const saved = await call(owner, 'PUT', '/api/admin/shop-settings', { shopName: 'Nile Threads', confirmAbove: 750, returnWindowDays: 30, exchangeShipsFree: false, customerPaysReturnFor: ['changed_mind', 'other'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // The return policy is saved by the same call, and recorded like the rest (it was left out).
    expect((await only('settings.update')).changes).toMatchObject({
      shopName: { before: null, after: 'Nile Threads' },
      confirmAbove: { before: 0, after: 750 },
      returnWindowDays: { before: 14, after: 30 },
      exchangeShipsFree: { before: true, after: false },
    });

    const { order } = await placeOrder(shop);
    await call(owner, 'PATCH', `/api/admin/orders/${order._id}`, { status: 'placed' });
    const handed = await call(owner, 'POST', '/api/admin/shipments', { orderIds: [order._id], courier: 'own' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(await only('shipment.handoff')).toMatchObject({ entity: 'order', entityId: order._id });
    await expectEveryEntryWorded();
  });

  it('records own-delivery states, settlements and the logo', async () => {
    const { order } = await placeOrder(shop, { price: 400 });
    await call(owner, 'PATCH', `/api/admin/orders/${order._id}`, { status: 'placed' });
    expect((await call(owner, 'POST', '/api/admin/shipments', { orderIds: [order._id], courier: 'own' })).statusCode).toBe(200);
    const delivered = await call(manager, 'PATCH', `/api/admin/shipments/${order._id}`, { state: 'delivered', codCollected: order.totalPrice });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await only('shipment.state')).toMatchObject({ actorRole: 'manager', entity: 'order', entityId: order._id, changes: { shipmentState: { after: 'delivered' } } });

    const settled = await call(owner, 'POST', '/api/admin/settlements', { courier: 'own', amount: order.totalPrice - 10, reference: 'Rider 1', receivedAt: '2026-11-20', orderIds: [order._id] });
    expect(settled.statusCode, settled.body).toBe(201);
    expect((await only('settlement.record')).changes).toMatchObject({
      amount: { before: null, after: order.totalPrice - 10 },
      expected: { before: null, after: order.totalPrice },
      orders: { before: null, after: [order.orderNumber] },
    });

    const logo = await call(owner, 'PUT', '/api/admin/shop-settings/logo', form({ logo: { file: await pngImage(), name: 'logo.png' } }));
    expect(logo.statusCode, logo.body).toBe(200);
    expect((await call(owner, 'DELETE', '/api/admin/shop-settings/logo')).statusCode).toBe(200);
    expect((await logged()).filter((row) => row.action === 'settings.logo').map((row) => row.summary)).toEqual(['Replaced the shop logo', 'Removed the shop logo']);
    await expectEveryEntryWorded();
  });

  it('words each summary in the language the request asks for, in the list and the CSV; an entry from before the codes reads as stored', async () => {
    const { order } = await placeOrder(shop, { price: 400 });
    // Written by a manager whose admin is in Arabic: the entry itself has no language.
    const patched = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order._id}`,
      headers: { ...manager.headers, 'accept-language': 'ar' },
      payload: { status: 'placed', note: 'Called, all good' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const englishLine = `Order #${order.orderNumber}: pending → placed: note "Called, all good"`;
    const arabicLine = `الطلب \u2068#${order.orderNumber}\u2069: من «قيد المراجعة» إلى «مؤكَّد»: ملاحظة «Called, all good»`;
    expect(await only('order.update')).toMatchObject({
      summary: englishLine,
      summaryCode: 'order.changed',
      summaryParams: { orderNumber: order.orderNumber, from: 'pending', to: 'placed', note: 'Called, all good' },
    });
    // Before the codes: a row with its English sentence only.
    await shop.database.db.insert(auditEntries).values({ at: new Date(), actorEmail: 'owner@shop.test', actorRole: 'owner', action: 'order.status', entity: 'order', entityId: order._id, summary: 'Order #5: pending → placed' });

    const read = async (language: string) => {
      const answer = await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&entityId=${order._id}`, headers: { ...owner.headers, 'accept-language': language } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().entries.map((entry: { summary: string }) => entry.summary);
    };
    expect(await read('en')).toEqual(['Order #5: pending → placed', englishLine]);
    expect(await read('ar')).toEqual(['Order #5: pending → placed', arabicLine]);
    // What a browser in Egypt sends ranks Arabic first; a client that names neither reads English.
    expect(await read('ar-EG,ar;q=0.9,en;q=0.8')).toEqual(['Order #5: pending → placed', arabicLine]);
    expect(await read('fr')).toEqual(['Order #5: pending → placed', englishLine]);

    const csv = async (language: string) => {
      const answer = await shop.app.inject({ method: 'GET', url: `/api/admin/audit/export.csv?entity=order&entityId=${order._id}`, headers: { ...owner.headers, 'accept-language': language } });
      expect(answer.statusCode).toBe(200);
      return answer.body.replace(/^\uFEFF/, '').trim().split('\n');
    };
    const arabicCsv = await csv('ar');
    expect(arabicCsv[0]).toBe('When (UTC),Who,Role,Action,About,Id,Summary,Changes,Address');
    expect(arabicCsv[2]).toContain(`,"${arabicLine}",`);
    expect(arabicCsv[1]).toContain(',Order #5: pending → placed,');
    expect((await csv('en'))[2]).toContain(`,"${englishLine.replaceAll('"', '""')}",`);
  });

  it('reads an entry of every summary code in English and in Arabic', async () => {
    const actor = { email: 'owner@shop.test', role: 'owner' as const };
    const base = Date.parse('2026-05-01T10:00:00Z');
    for (const [i, code] of AUDIT_SUMMARY_CODES.entries()) {
      await recordAudit(shop.database.db, { action: 'sample', entity: 'settings', entityId: code, summary: AUDIT_SUMMARY_SAMPLES[code], actor, at: new Date(base + i * 1000) });
    }
    const read = async (language: string): Promise<Map<string, string>> => {
      const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/audit?action=sample', headers: { ...owner.headers, 'accept-language': language } });
      expect(answer.statusCode, answer.body).toBe(200);
      return new Map(answer.json().entries.map((entry: { entityId: string; summary: string }) => [entry.entityId, entry.summary]));
    };
    const [inEnglish, inArabic] = [await read('en'), await read('ar')];
    expect([...inEnglish.keys()].sort()).toEqual([...AUDIT_SUMMARY_CODES].sort());
    for (const code of AUDIT_SUMMARY_CODES) {
      expect(inEnglish.get(code), code).toBe(wordAuditSummary(english, AUDIT_SUMMARY_SAMPLES[code]));
      expect(inArabic.get(code), code).toBe(wordAuditSummary(arabicMessages, AUDIT_SUMMARY_SAMPLES[code]));
      expect(inArabic.get(code), code).toMatch(/[\u0600-\u06FF]/);
      expect(inArabic.get(code), code).not.toBe(inEnglish.get(code));
    }
  });

  it('a refused write leaves no entry, and an entry rolls back with its transaction', async () => {
    const fixture = await insertProduct(shop.database.db, { price: 500, sizes: { m: 3 } });
    const [{ categoryId }] = (await shop.database.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, fixture.id))) as [{ categoryId: string }];
    expect((await call(owner, 'DELETE', `/api/admin/deleteCategory/${categoryId}`)).statusCode).toBe(409);
    expect((await call(owner, 'PATCH', `/api/admin/updateProduct/${fixture.id}?categoryId=${categoryId}`, form({ title: 'X', description: '', price: '-5', discount: '0', sizeStock: '[]' }))).statusCode).toBe(400);
    const { order } = await placeOrder(shop);
    expect((await call(owner, 'PATCH', `/api/admin/orders/${order._id}`, { cashCollected: 10 })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/admin/blocklist', {})).statusCode).toBe(400);
    expect(await logged()).toEqual([]);

    const actor = { email: 'owner@shop.test', role: 'owner' as const };
    await expect(
      shop.database.db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'product.update', entity: 'product', summary: { code: 'product.edited', params: { title: 'X' } }, actor, at: new Date() });
        throw new Error('the write failed after its entry');
      }),
    ).rejects.toThrow('the write failed');
    expect(await logged()).toEqual([]);

    // Outside any request and without an actor (a start-up script), the shop itself wrote it.
    // A token, code or secret never reaches the log, in the changes or the summary's data,
    // whatever a caller passes by mistake.
    const careless = { fields: ['shopName'], confirmationToken: 'secret-token', otp: '1234' } as unknown as { fields: string[] };
    await recordAudit(shop.database.db, {
      action: 'settings.update',
      entity: 'settings',
      summary: { code: 'settings.changed', params: careless },
      changes: { shopName: { before: null, after: 'X' }, confirmationToken: { before: null, after: 'secret' } },
    });
    expect(await logged()).toEqual([
      expect.objectContaining({
        actorEmail: 'system',
        actorRole: 'system',
        ip: null,
        changes: { shopName: { before: null, after: 'X' } },
        summary: 'Changed the shop settings: Shop name',
        summaryCode: 'settings.changed',
        summaryParams: { fields: ['shopName'] },
      }),
    ]);
  });

  it('lists newest first with filters and bounded pages, exports CSV with a BOM and neutralised cells, and has no route that changes the log', async () => {
    const actor = { email: 'owner@shop.test', role: 'owner' as const };
    const base = Date.parse('2026-03-01T10:00:00Z');
    for (let i = 0; i < 119; i++) {
      await recordAudit(shop.database.db, {
        action: i % 2 ? 'order.update' : 'product.update',
        entity: i % 2 ? 'order' : 'product',
        entityId: `id-${i % 3}`,
        summary: { code: 'product.edited', params: { title: `entry ${i}` } },
        actor: i % 4 === 0 ? { email: 'manager@staff.test', role: 'manager' } : actor,
        at: new Date(base + i * 60 * 60 * 1000),
        ip: '10.0.0.1',
      });
    }
    // The newest, written before the summary codes: no code, shown as stored.
    await shop.database.db.insert(auditEntries).values({
      at: new Date(base + 119 * 60 * 60 * 1000),
      actorEmail: actor.email,
      actorRole: actor.role,
      action: 'order.update',
      entity: 'order',
      entityId: 'id-2',
      summary: '=HYPERLINK("http://evil.example","x")',
      ip: '10.0.0.1',
    });
    const first = await call(owner, 'GET', '/api/admin/audit');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ total: 120, totalCapped: false, page: 1, pageSize: 50 });
    expect(page.entries).toHaveLength(50);
    expect(page.entries[0]).toMatchObject({ summary: '=HYPERLINK("http://evil.example","x")', actor: 'owner@shop.test', role: 'owner', ip: '10.0.0.1' });
    expect(Date.parse(page.entries[0].at)).toBeGreaterThan(Date.parse(page.entries[49].at));
    const third = (await call(owner, 'GET', '/api/admin/audit?page=3')).json();
    expect(third.entries).toHaveLength(20);
    expect(third.entries.at(-1).summary).toBe('Edited product "entry 0"');

    expect((await call(owner, 'GET', '/api/admin/audit?actor=MANAGER@staff.test')).json().total).toBe(30);
    expect((await call(owner, 'GET', '/api/admin/audit?entity=order&entityId=id-1')).json().total).toBe(20);
    expect((await call(owner, 'GET', '/api/admin/audit?action=product.update')).json().total).toBe(60);
    // 2026-03-01 10:00 UTC is 12:00 in Cairo: the first day holds hours 10..21 UTC (12 entries).
    expect((await call(owner, 'GET', '/api/admin/audit?from=2026-03-01&to=2026-03-01')).json().total).toBe(12);
    expect((await call(owner, 'GET', '/api/admin/audit?page=201')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/admin/audit?entity=nonsense')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);

    const csv = await call(manager, 'GET', '/api/admin/audit/export.csv?entity=order');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines).toHaveLength(61);
    expect(lines[0]).toBe('When (UTC),Who,Role,Action,About,Id,Summary,Changes,Address');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    const auditRoutes = Object.values(apiContract.audit);
    expect(auditRoutes.every((route) => route.method === 'GET')).toBe(true);
    const everyPath = Object.values(apiContract).flatMap((group) => Object.values(group));
    expect(everyPath.filter((route) => route.path.startsWith('/admin/audit') && route.method !== 'GET')).toEqual([]);
    expect((await call(owner, 'DELETE', '/api/admin/audit')).statusCode).toBe(404);
  });
});
