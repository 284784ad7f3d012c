/**
 * Every admin route of the contract, called by every role: a role without the route's
 * permission gets 403 (before the body is read: no body is sent), one with it gets anything but
 * 401 or 403. Generated from the contract, so a new admin route is in the matrix at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../../shared/contract';
import type { RouteDeclaration, RouteGroup } from '../../../shared/contract/route';
import { DEFAULT_ADMIN_PERMISSION, mayUse, TEAM_ROLES, type StaffRole } from '../../../shared/roles';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer } from '../orders/test-fixtures';
import { insertStaff } from './test-helpers';

const adminRoutes = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes as RouteGroup)
    .filter(([, declaration]) => declaration.access === 'admin')
    .map(([name, declaration]) => ({ name: `${group}.${name}`, declaration })),
);

/** The route's path with a value for each parameter that no row has. */
const urlOf = (declaration: RouteDeclaration) =>
  `/api${declaration.path.replace(/:(\w+)/g, (_, name: string) => (name === 'phone' ? '01099999999' : '00000000-0000-4000-8000-000000000000'))}`;

describe.each(testDatabases())('the role × route matrix on %s', (kind) => {
  let shop: TestShop;
  const headersOf = new Map<StaffRole | 'shopper', Record<string, string>>();
  beforeAll(async () => {
    shop = await createTestShop(kind);
    headersOf.set('owner', (await insertCustomer(shop, 'owner@shop.test', 'admin')).headers);
    for (const role of TEAM_ROLES) headersOf.set(role, (await insertStaff(shop, role)).headers);
    headersOf.set('shopper', (await insertCustomer(shop)).headers);
  });
  afterAll(() => shop.close());

  it('covers every admin route', () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.map((route) => route.name)).toEqual(expect.arrayContaining(['team.list', 'audit.list', 'orderDesk.list']));
  });

  for (const role of ['owner', ...TEAM_ROLES, 'shopper'] as const) {
    it(`answers ${role} as its permissions say`, async () => {
      const outcomes: string[] = [];
      for (const { name, declaration } of adminRoutes) {
        const permission = declaration.permission ?? DEFAULT_ADMIN_PERMISSION;
        const allowed = role !== 'shopper' && mayUse(role, permission);
        const response = await shop.app.inject({ method: declaration.method, url: urlOf(declaration), headers: headersOf.get(role)! });
        const refused = response.statusCode === 403;
        if (allowed === refused || response.statusCode === 401) outcomes.push(`${name} (${permission}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(outcomes).toEqual([]);
    });
  }
});
