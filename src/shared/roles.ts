/**
 * Who may do what in the back office (issue 37): the fixed table of roles and their
 * permissions, one home for the server's check on every admin route and the client's choice
 * of screens. Owners are the addresses in ADMIN_EMAILS; everyone else on the team is a row of
 * the staff table with one of TEAM_ROLES.
 *
 * A route declares the one permission it needs (`permission` in src/shared/contract/route.ts);
 * an admin route that declares none needs `manage`, which only owners and managers hold, so a
 * new admin screen is closed to fulfilment and catalogue staff until someone opens it.
 */
export const PERMISSIONS = [
  /** The order desk: list, detail, status changes, notes, bulk, slips, export, confirmations, a customer's record. */
  'orders',
  /** Courier hand-off, airway bills, Bosta districts. */
  'shipments',
  /** Returns and refunds. */
  'returns',
  /** The blocklist of phones (part of the confirmation desk). */
  'blocklist',
  /** The low-stock list. */
  'stock',
  /** Reading categories and products in the admin. */
  'catalogue.view',
  /** Creating, editing and deleting categories and products, and their pictures. */
  'catalogue.edit',
  /** Sales and cash figures, courier settlements. */
  'figures',
  /** The shop's settings. */
  'settings',
  /** The audit log. */
  'audit',
  /** The team: adding, changing and removing staff. */
  'team',
  /** Every admin route that declares no permission of its own (owners and managers). */
  'manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles an owner gives on the Team screen (owners come from ADMIN_EMAILS only). */
export const TEAM_ROLES = ['manager', 'fulfilment', 'catalogue'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (value: unknown): value is TeamRole => typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

const everything = PERMISSIONS;

/** The fixed table (README, "Roles"). */
export const ROLE_PERMISSIONS: { readonly [R in StaffRole]: readonly Permission[] } = {
  owner: everything,
  manager: everything.filter((permission) => permission !== 'team'),
  fulfilment: ['orders', 'shipments', 'returns', 'blocklist', 'stock', 'catalogue.view'],
  catalogue: ['catalogue.view', 'catalogue.edit', 'stock'],
};

/** The permissions of a role; none for someone who is not staff. */
export const permissionsOf = (role: StaffRole | null | undefined): readonly Permission[] => (role ? ROLE_PERMISSIONS[role] : []);

export const mayUse = (role: StaffRole | null | undefined, permission: Permission): boolean => permissionsOf(role).includes(permission);

/** What an admin route without a `permission` of its own needs. */
export const DEFAULT_ADMIN_PERMISSION: Permission = 'manage';

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
