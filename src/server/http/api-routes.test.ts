import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../shared/contract';
import type { RouteDeclaration, RouteGroup } from '../../shared/contract/route';
import { tokenFor } from '../modules/catalogue/test-catalogue';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';

/** Every declared route, walked from the contract itself rather than a list kept by hand. */
const declared: Array<[string, RouteDeclaration]> = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes as RouteGroup).map(([name, declaration]) => [`${group}.${name}`, declaration] as [string, RouteDeclaration]),
);

/** The route's URL with every path parameter malformed, so only the access check can pass it. */
const urlOf = (declaration: RouteDeclaration) => `/api${declaration.path.replace(/:[A-Za-z]+/g, 'not-an-id')}?threshold=x&categoryId=x`;

// A JSON body no route accepts: the access check must answer before validation would refuse it.
const invalidBody = { bogus: true, quantity: -1 };

describe.each(testDatabases())('declared access levels on %s', (kind) => {
  let shop: TestShop;
  let userToken: string;
  let adminToken: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    userToken = await tokenFor(shop, 'user');
    adminToken = await tokenFor(shop, 'admin');
  });
  afterAll(() => shop.close());

  const call = (declaration: RouteDeclaration, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: declaration.method, url: urlOf(declaration), headers, ...(declaration.method === 'GET' ? {} : { payload: invalidBody }) });

  it('declares the admin routes under /admin/ and only there', () => {
    for (const [name, declaration] of declared) expect(declaration.path.startsWith('/admin/'), name).toBe(declaration.access === 'admin');
  });

  it.each(declared.filter(([, declaration]) => declaration.access === 'admin'))(
    '%s refuses no token (401), a user token (403) and a forged token (401) before reading the request',
    async (_name, declaration) => {
      const anonymous = await call(declaration);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String) });
      expect((await call(declaration, { authorization: userToken })).statusCode).toBe(403);
      expect((await call(declaration, { authorization: `${adminToken}x` })).statusCode).toBe(401);
      // An admin passes the check and meets the route's own validation (or its own answer).
      expect([401, 403]).not.toContain((await call(declaration, { authorization: adminToken })).statusCode);
    },
  );

  it.each(declared.filter(([, declaration]) => declaration.access === 'user'))('%s needs a signed-in user', async (_name, declaration) => {
    expect((await call(declaration)).statusCode).toBe(401);
    expect((await call(declaration, { guestid: crypto.randomUUID() })).statusCode).toBe(401);
    // A token of its own: auth.logout revokes the token it is called with.
    expect([401, 403]).not.toContain((await call(declaration, { authorization: await tokenFor(shop, 'user') })).statusCode);
  });

  it.each(declared.filter(([, declaration]) => declaration.access === 'shopper'))('%s needs a user or a guest id', async (_name, declaration) => {
    expect((await call(declaration)).statusCode).toBe(401);
    expect((await call(declaration, { guestid: 'not-a-uuid' })).statusCode).toBe(400);
    expect([401, 403]).not.toContain((await call(declaration, { guestid: crypto.randomUUID() })).statusCode);
    expect([401, 403]).not.toContain((await call(declaration, { authorization: userToken })).statusCode);
  });

  // A webhook takes no token: the service proves itself by a signature or a secret header.
  const isWebhook = (declaration: RouteDeclaration) => declaration.path.startsWith('/webhooks/');

  it.each(declared.filter(([, declaration]) => declaration.access === 'public' && !isWebhook(declaration)))('%s is open to anyone', async (_name, declaration) => {
    expect([401, 403]).not.toContain((await call(declaration)).statusCode);
  });

  it.each(declared.filter(([, declaration]) => isWebhook(declaration)))('%s refuses a call that proves nothing (401, or 404 while the service is not set up)', async (_name, declaration) => {
    expect(declaration.access).toBe('public');
    expect([401, 404]).toContain((await call(declaration)).statusCode);
  });

  it('lists every declared route in the OpenAPI document, admin routes with their 401 and 403', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const [name, declaration] of declared) {
      const openApiPath = `/api${declaration.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[declaration.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (declaration.access === 'admin') expect(Object.keys(operation!.responses), name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
