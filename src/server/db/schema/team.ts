import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '../../../shared/roles';
import { createdAt, idColumn, sqlList } from './columns';

/**
 * The back-office team beyond the owners (issue 37): one row per person an owner let in, with
 * their role. Owners are ADMIN_EMAILS and never rows here. Read at every admin request by its
 * unique e-mail, so a role changed or a row deleted takes effect on the person's next request.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: idColumn(),
    // Lower-cased and trimmed, like users.email.
    email: text('email').notNull().unique(),
    role: text('role').notNull(),
    // The owner who added them.
    addedBy: text('added_by').notNull(),
    addedAt: createdAt(),
    // Their last sign-in or admin request (kept to the quarter hour: see team access).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [check('staff_members_role_check', sql`${table.role} in (${sqlList(TEAM_ROLES)})`)],
);

/**
 * Every back-office write, recorded in the write's own transaction (issue 37). No route
 * changes or deletes a row. The list is read newest first, whole or by one actor, entity (and
 * id) or action: each has an index ending in (at, id), so a page's ids are read from the index
 * alone (an index-only range) however many entries there are.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: idColumn(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    // The English sentence, kept for rows written before summary codes and for readers of the table.
    summary: text('summary').notNull(),
    // What the sentence says, without language (src/shared/audit-summaries.ts): the API words it
    // in the reader's language. Null on rows written before the codes (shown as stored).
    summaryCode: text('summary_code'),
    summaryParams: jsonb('summary_params').$type<Record<string, unknown>>(),
    // {field: {before, after}}: prices in LE, never a code or a token.
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    ip: text('ip'),
  },
  (table) => [
    // Ascending on purpose: "order by at desc, id desc" walks them backwards. Declared "desc"
    // they would be DESC NULLS LAST, which that order (DESC NULLS FIRST) cannot use at all.
    index('audit_entries_at_idx').on(table.at, table.id),
    index('audit_entries_entity_idx').on(table.entity, table.entityId, table.at, table.id),
    index('audit_entries_actor_idx').on(table.actorEmail, table.at, table.id),
    index('audit_entries_action_idx').on(table.action, table.at, table.id),
  ],
);
