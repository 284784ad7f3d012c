import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, staffMembers } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { signIn } from '../auth/test-sign-in';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { insertStaff } from './test-helpers';

describe.each(testDatabases())('the team on %s', (kind) => {
  let shop: TestShop;
  let owner: Customer;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(async () => {
    await shop.reset();
    owner = await insertCustomer(shop, 'owner@shop.test', 'admin');
  });
  afterAll(() => shop.close());

  const call = (headers: object, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const entries = () => shop.database.db.select().from(auditEntries).orderBy(auditEntries.at);

  it('an owner adds a person, who is told by mail in the language of the admin, signs in with a code and gets the role\'s admin', async () => {
    const added = await call({ ...owner.headers, 'accept-language': 'ar' }, 'POST', '/api/admin/team', { email: ' Packer@Staff.test ', role: 'fulfilment' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().results).toMatchObject({ email: 'packer@staff.test', role: 'fulfilment', addedBy: 'owner@shop.test', lastSeenAt: null });
    const mail = await shop.smtp.waitForMail('packer@staff.test');
    expect(mail.subject).toContain('أُضفت إلى فريق');
    expect(mail.text).toContain('تجهيز الطلبات');
    expect(mail.text).toContain('http://shop.test/ar/login');

    const { accessToken, payload } = await signIn(shop, 'packer@staff.test');
    expect(payload.role).toBe('admin');
    const headers = { authorization: accessToken };
    const profile = await call(headers, 'GET', '/api/auth/profile');
    expect(profile.json().results).toEqual({
      email: 'packer@staff.test',
      staffRole: 'fulfilment',
      permissions: ['orders', 'shipments', 'returns', 'blocklist', 'stock', 'catalogue.view'],
    });
    expect((await call(headers, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/api/admin/dashboard/sales-summary')).statusCode).toBe(403);
    expect((await call(headers, 'GET', '/api/admin/team')).statusCode).toBe(403);

    const [row] = await shop.database.db.select().from(staffMembers).where(eq(staffMembers.email, 'packer@staff.test'));
    expect(row!.lastSeenAt).toBeInstanceOf(Date);
    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.actorEmail, entry.actorRole])).toEqual([
      ['staff.add', 'owner@shop.test', 'owner'],
      ['staff.signIn', 'packer@staff.test', 'fulfilment'],
    ]);
    expect(logged[0]!.changes).toEqual({ email: { before: null, after: 'packer@staff.test' }, role: { before: null, after: 'fulfilment' } });
    expect(logged[1]!.ip).toBe('127.0.0.1');
    // A shopper's sign-in is not a back-office event.
    await signIn(shop, 'shopper@buyer.test');
    expect(await entries()).toHaveLength(2);
    expect((await call({ authorization: (await signIn(shop, 'shopper@buyer.test')).accessToken }, 'GET', '/api/auth/profile')).json().results).toEqual({
      email: 'shopper@buyer.test',
      staffRole: null,
      permissions: [],
    });
  });

  it('a role changed or a member removed applies on their next request, whatever their token says', async () => {
    const member = await insertStaff(shop, 'catalogue');
    expect((await call(member.headers, 'GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await call(member.headers, 'GET', '/api/admin/products')).statusCode).toBe(200);

    const changed = await call(owner.headers, 'PATCH', `/api/admin/team/${member.id}`, { role: 'fulfilment' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().results.role).toBe('fulfilment');
    expect((await call(member.headers, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await call(member.headers, 'POST', '/api/admin/createCategory', { name: 'x' })).statusCode).toBe(403);

    const removed = await call(owner.headers, 'DELETE', `/api/admin/team/${member.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await call(member.headers, 'GET', '/api/admin/orders');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    // Still a signed-in user of the shop.
    expect((await call(member.headers, 'GET', '/api/auth/profile')).json().results.permissions).toEqual([]);
    expect((await entries()).map((entry) => [entry.action, entry.changes])).toEqual([
      ['staff.role', { role: { before: 'catalogue', after: 'fulfilment' } }],
      ['staff.remove', { email: { before: member.email, after: null }, role: { before: 'fulfilment', after: null } }],
    ]);
  });

  it('owners are listed, fixed and cannot be removed; duplicates and unknown members are refused; only owners manage the team', async () => {
    const member = await insertStaff(shop, 'manager');
    const list = await call(owner.headers, 'GET', '/api/admin/team');
    expect(list.statusCode).toBe(200);
    expect(list.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['admin@shop.test', 'owner'],
      ['owner@shop.test', 'owner'],
      [member.email, 'manager'],
    ]);
    const ownerId = encodeURIComponent('owner:admin@shop.test');
    expect((await call(owner.headers, 'DELETE', `/api/admin/team/${ownerId}`)).statusCode).toBe(409);
    expect((await call(owner.headers, 'PATCH', `/api/admin/team/${ownerId}`, { role: 'catalogue' })).statusCode).toBe(409);
    expect((await call(owner.headers, 'POST', '/api/admin/team', { email: 'ADMIN@shop.test', role: 'manager' })).statusCode).toBe(409);
    expect((await call(owner.headers, 'POST', '/api/admin/team', { email: member.email, role: 'catalogue' })).statusCode).toBe(409);
    expect((await call(owner.headers, 'POST', '/api/admin/team', { email: 'x@staff.test', role: 'owner' })).statusCode).toBe(400);
    expect((await call(owner.headers, 'DELETE', '/api/admin/team/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(owner.headers, 'DELETE', '/api/admin/team/nobody')).statusCode).toBe(404);
    // A manager does everything but the team; refused before the body is read (malformed JSON is not even parsed).
    const early = await shop.app.inject({ method: 'POST', url: '/api/admin/team', headers: { ...member.headers, 'content-type': 'application/json' }, payload: '{not json' });
    expect(early.statusCode).toBe(403);
    expect((await call(member.headers, 'DELETE', `/api/admin/team/${member.id}`)).statusCode).toBe(403);
    expect((await call(member.headers, 'GET', '/api/admin/shop-settings')).statusCode).toBe(200);
    // Nothing refused was written or logged.
    expect(await entries()).toEqual([]);
    expect(shop.smtp.received).toHaveLength(0);
  });
});
