import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMAIL_IDENTITY_KEY_SQL } from '../../../shared/email-identity';
import { createdAt, idColumn } from './columns';

/**
 * Phones and e-mails that may not place cash-on-delivery orders (issue 34). The phone is kept
 * normalised (01XXXXXXXXX, as orders store it); the e-mail as typed, compared through its
 * identity key (plus-addressing, Gmail dots: shared/email-identity.ts), computed by the database
 * like the orders' own key so the two always fold alike.
 */
export const blocklist = pgTable(
  'blocklist',
  {
    id: idColumn(),
    phone: text('phone'),
    email: text('email'),
    emailKey: text('email_key').generatedAlwaysAs(sql.raw(EMAIL_IDENTITY_KEY_SQL('email'))),
    reason: text('reason').notNull().default(''),
    // Added by the shop itself after too many refusals (autoBlockRefusals).
    auto: boolean('auto').notNull().default(false),
    // The admin's e-mail; null for the automatic entries.
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    check('blocklist_phone_or_email', sql`${table.phone} is not null or ${table.email} is not null`),
    // One entry per phone and per e-mail identity: a second block of the same one is a 409, and
    // the automatic block of a phone already listed adds nothing.
    uniqueIndex('blocklist_phone_idx').on(table.phone).where(sql`${table.phone} is not null`),
    uniqueIndex('blocklist_email_key_idx').on(table.emailKey).where(sql`${table.emailKey} is not null`),
  ],
);
