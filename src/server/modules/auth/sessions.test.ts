import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { forgetExpiredRevocations } from './revoked-tokens.repository';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import type { App } from '../../types';
import { signIn } from './test-sign-in';

const ADMIN_ROUTE = '/api/admin/getAllCategories';

describe.each(testDatabases())('sessions on %s: role at request time, logout revokes', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const call = (app: App, method: 'GET' | 'POST', url: string, token: string) => app.inject({ method, url, headers: { authorization: token } });

  it('refuses an admin removed from ADMIN_EMAILS at the next request, with the same unexpired token', async () => {
    const { accessToken } = await signIn(shop, 'owner@shop.test');
    expect((await call(shop.app, 'GET', ADMIN_ROUTE, accessToken)).statusCode).toBe(200);

    // The operator restarts the shop with a shorter list: a second app on the same database.
    const restarted = await buildApp(
      { config: { ...shop.config, adminEmails: ['admin@shop.test'] }, db: shop.database.db, dbKind: shop.database.kind, mailer: { send: async () => {} }, storage: shop.storage },
      { logger: false, serveClient: false },
    );
    try {
      const refused = await call(restarted, 'GET', ADMIN_ROUTE, accessToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only admins can do this');
      // Still a signed-in user there: only the admin access went.
      expect((await call(restarted, 'GET', '/api/auth/profile', accessToken)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
    // The shop that still lists the address keeps accepting it.
    expect((await call(shop.app, 'GET', ADMIN_ROUTE, accessToken)).statusCode).toBe(200);
  });

  it('signs out one token: 200 with a message, then 401 everywhere; the other sessions stay signed in', async () => {
    const phone = await signIn(shop, 'admin@shop.test');
    const laptop = await signIn(shop, 'admin@shop.test');

    const out = await call(shop.app, 'POST', '/api/auth/logout', phone.accessToken);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You are signed out' });
    expect(out.headers['cache-control']).toBe('private, no-store');

    for (const [method, url] of [['GET', '/api/auth/profile'], ['GET', ADMIN_ROUTE], ['POST', '/api/auth/logout'], ['GET', '/api/cart/my-cart']] as const) {
      const refused = await call(shop.app, method, url, phone.accessToken);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().message).toBe('Your session has expired. Please sign in again.');
    }
    expect((await call(shop.app, 'GET', '/api/auth/profile', laptop.accessToken)).statusCode).toBe(200);
    expect((await call(shop.app, 'GET', ADMIN_ROUTE, laptop.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 to a logout without a token', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('forgets a revocation once its token has expired anyway (background job)', async () => {
    const { accessToken } = await signIn(shop, 'mona@example.com');
    await call(shop.app, 'POST', '/api/auth/logout', accessToken);
    expect(await forgetExpiredRevocations(shop.database.db)).toBe(0);
    await shop.database.db.execute(sql`update revoked_tokens set expires_at = now() - interval '1 second'`);
    expect(await forgetExpiredRevocations(shop.database.db)).toBe(1);
    const rows = await shop.database.db.execute(sql`select count(*)::int as n from revoked_tokens`);
    expect(JSON.stringify(rows)).toContain('"n":0');
  });
});
