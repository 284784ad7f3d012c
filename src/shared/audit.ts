/**
 * The audit log's vocabulary (issue 37), shared by the server that records entries and the
 * screen that filters them: what kinds of things an entry is about, and its page size.
 */
export const AUDIT_ENTITIES = ['order', 'product', 'category', 'blocklist', 'settings', 'shipment', 'settlement', 'staff', 'return', 'promo-code'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Entries per page of the list, newest first. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The deepest the list pages (AUDIT_PAGE_SIZE × this many entries): further back, narrow the
 * filters (a day range, an actor). Keeps every page a bounded index range at any log size.
 */
export const AUDIT_MAX_PAGES = 200;

/** What `total` counts up to: beyond it, the list says "more than". */
export const AUDIT_TOTAL_CAP = AUDIT_PAGE_SIZE * AUDIT_MAX_PAGES;

/** One field's change; prices in LE. */
export type AuditChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, AuditChange>;
