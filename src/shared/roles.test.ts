import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PERMISSION, mayUse, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, STAFF_ROLES } from './roles';

describe('the roles table', () => {
  it('gives owners everything and managers everything but the team', () => {
    expect(permissionsOf('owner')).toEqual(PERMISSIONS);
    expect(PERMISSIONS.filter((permission) => !mayUse('manager', permission))).toEqual(['team']);
  });

  it('keeps fulfilment off the catalogue writes, figures, settings, team and log, and catalogue off orders', () => {
    for (const permission of ['catalogue.edit', 'figures', 'settings', 'team', 'audit', DEFAULT_ADMIN_PERMISSION] as const) expect(mayUse('fulfilment', permission)).toBe(false);
    for (const permission of ['orders', 'shipments', 'returns', 'blocklist', 'figures', 'settings', 'team', 'audit'] as const) expect(mayUse('catalogue', permission)).toBe(false);
    expect(mayUse('catalogue', 'catalogue.edit')).toBe(true);
    expect(mayUse('fulfilment', 'stock') && mayUse('catalogue', 'stock')).toBe(true);
  });

  it('lets nobody who is not staff do anything, and names only known permissions', () => {
    expect(permissionsOf(null)).toEqual([]);
    for (const role of STAFF_ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
  });
});
