import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROMO_KINDS, type PromoKind } from '../../../shared/promo-codes';
import type { Language } from '../../../shared/language';
import { carts } from './cart';
import { orders } from './orders';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';

/**
 * Promotion codes set by the owner (issue 38). `code` is stored folded (upper case, no
 * spaces), so "welcome 10" and "WELCOME10" are one code. `value` is a percent for `percent`,
 * piastres for `fixed`, 0 for `free_shipping`. Start and end are Cairo days, both included.
 * Uses are the code's redemptions (promo_redemptions), which a cancellation deletes.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<PromoKind>().notNull(),
    value: integer('value').notNull(),
    minSubtotalPiastres: integer('min_subtotal_piastres').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit'),
    totalLimit: integer('total_limit'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('promo_codes_kind_check', sql`${table.kind} in (${sqlList(PROMO_KINDS)})`),
    check('promo_codes_value_check', sql`${table.value} >= 0 and ${table.minSubtotalPiastres} >= 0`),
    check('promo_codes_limits_check', sql`coalesce(${table.perCustomerLimit}, 1) >= 1 and coalesce(${table.totalLimit}, 0) >= 0`),
  ],
);

/**
 * A cart left untouched past the shop's setting, found by the reminder job: a snapshot of
 * its lines and value at that moment, when its reminder went out, and the order that came
 * of it. One row per cart (a cart changed after its reminder is not reminded again).
 */
export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    id: idColumn(),
    // No foreign key: the cart row is deleted when it becomes an order, this record stays.
    cartId: uuid('cart_id').notNull().unique(),
    userId: uuid('user_id'),
    guestId: uuid('guest_id'),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    lines: jsonb('lines').$type<AbandonedLine[]>().notNull(),
    valuePiastres: integer('value_piastres').notNull(),
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // Why no mail went (opted out); null when it went.
    skipped: text('skipped'),
    // Sends of the reminder tried so far (a failed one is tried again on a later run, a few times).
    mailAttempts: integer('mail_attempts').notNull().default(0),
    // No process sends the reminder before this: held while one sends it, then the retry's time.
    mailHeldUntil: timestamp('mail_held_until', { withTimezone: true }),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('abandoned_carts_created_idx').on(table.createdAt),
    // The admin's list pages in the database, newest change first (read backwards).
    index('abandoned_carts_last_change_idx').on(table.lastChangeAt, table.id),
    // The month's recovered sales, from the month's orders: the carts each one recovered,
    // and the carts it would recover (not marked yet), by their owner.
    index('abandoned_carts_recovered_idx').on(table.recoveredOrderId),
    index('abandoned_carts_unrecovered_guest_idx').on(table.guestId).where(sql`${table.recoveredOrderId} is null`),
    index('abandoned_carts_unrecovered_user_idx').on(table.userId).where(sql`${table.recoveredOrderId} is null`),
  ],
);

export type AbandonedLine = { productId: string; title: string; size: string; quantity: number; finalPricePiastres: number; imageUrl: string };

/** Addresses (folded like orders' e-mail keys) that asked for no more cart reminders. */
export const mailOptOuts = pgTable('mail_opt_outs', {
  emailKey: text('email_key').primaryKey(),
  createdAt: createdAt(),
});

/** What a guest typed at checkout before leaving, and the page's language: whom to remind. */
export const cartContacts = pgTable('cart_contacts', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  // 01XXXXXXXXX when the shopper had typed it too: the WhatsApp reminder's number.
  phone: text('phone'),
  language: text('language').$type<Language>().notNull().default('en'),
  updatedAt: updatedAt(),
});
