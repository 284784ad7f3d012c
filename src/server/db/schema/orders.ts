import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, MAILED_STATUSES, ORDER_STATUSES } from '../../../shared/order-status';
import type { CancelReason, OrderStatus } from '../../../shared/order-status';
import { EMAIL_IDENTITY_KEY_SQL } from '../../../shared/email-identity';
import { LANGUAGES, type Language } from '../../../shared/language';
import { CONFIRMATION_STATES, CONFIRMED_BY, type ConfirmationState, type ConfirmedBy } from '../../../shared/confirmation';
import { SIZES, type Size } from '../../../shared/sizes';
import { users } from './auth';
import { products } from './catalog';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    // The short number people say on the phone (#1001): a sequence, so concurrent checkouts
    // never share one; numbers of rolled-back checkouts are skipped, never reused.
    orderNumber: integer('order_number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id'),
    email: text('email').notNull(),
    // Who the address belongs to, for WELCOME10's first-order rule (shared/email-identity.ts).
    emailKey: text('email_key').generatedAlwaysAs(sql.raw(EMAIL_IDENTITY_KEY_SQL('email'))),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    governorate: text('governorate').notNull(),
    paymentMethod: text('payment_method').$type<'cash'>().notNull().default('cash'),
    subtotalPiastres: integer('subtotal_piastres').notNull(),
    shippingFeePiastres: integer('shipping_fee_piastres').notNull(),
    discountPiastres: integer('discount_piastres').notNull().default(0),
    totalPiastres: integer('total_piastres').notNull(),
    promoCode: text('promo_code'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    // Whether the order's items are currently taken out of stock (false once cancelled).
    stockHeld: integer('stock_held').notNull().default(1),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    // Set only while delivered: what the courier handed over (the total unless recorded otherwise).
    cashCollectedPiastres: integer('cash_collected_piastres'),
    // Set only while cancelled or refunded.
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    // The desk's latest note, printed on the slip and sent to the courier.
    notes: text('notes').notNull().default(''),
    // When the order last became shipped and delivered: the dashboard's cash cards count orders
    // by these through their own small indexes, not through the history.
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The language the order was placed in: its e-mails are written in it.
    language: text('language').$type<Language>().notNull().default('en'),
    // Order confirmation (issue 34). Orders placed before it, and those the shop's rule spares,
    // are `not_needed`. The token is the unguessable key of the public link /confirm/{token}
    // (128 random bits, base64url); it stays after the answer so the page can say what happened.
    confirmationState: text('confirmation_state').$type<ConfirmationState>().notNull().default('not_needed'),
    confirmationBy: text('confirmation_by').$type<ConfirmedBy>(),
    confirmationAt: timestamp('confirmation_at', { withTimezone: true }),
    confirmationToken: text('confirmation_token').unique(),
    // When the one reminder went out: set by a conditional update, so two processes never both send it.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_email_idx').on(table.email),
    // The desk's search finds part of a name or an e-mail (ILIKE '%...%') through trigrams.
    index('orders_name_trgm_idx').using('gin', sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('orders_email_key_idx').on(table.emailKey),
    index('orders_phone_idx').on(table.phone),
    check('orders_status_check', sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_payment_method_check', sql`${table.paymentMethod} = 'cash'`),
    check(
      'orders_amounts_check',
      sql`${table.subtotalPiastres} >= 0 and ${table.shippingFeePiastres} >= 0 and ${table.discountPiastres} >= 0 and ${table.totalPiastres} >= 0`,
    ),
    check('orders_stock_held_check', sql`${table.stockHeld} in (0, 1)`),
    check('orders_cancel_reason_check', sql`${table.cancelReason} in (${sqlList(CANCEL_REASONS)})`),
    check('orders_cash_collected_check', sql`${table.cashCollectedPiastres} >= 0`),
    check('orders_language_check', sql`${table.language} in (${sqlList(LANGUAGES)})`),
    check('orders_confirmation_state_check', sql`${table.confirmationState} in (${sqlList(CONFIRMATION_STATES)})`),
    check('orders_confirmation_by_check', sql`${table.confirmationBy} in (${sqlList(CONFIRMED_BY)})`),
    // The desk's confirmation filter (newest first) and the reminder / auto-cancel job (oldest
    // awaiting first) read the same index.
    index('orders_confirmation_created_idx').on(table.confirmationState, table.createdAt),
    // The desk's tabs and filters: newest first within a status or a governorate.
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_governorate_created_idx').on(table.governorate, table.createdAt),
    // The cash cards: cash collected by delivery day, and shipments (with refusals) by day.
    index('orders_delivered_cash_idx').on(table.deliveredAt, table.cashCollectedPiastres).where(sql`${table.status} = 'delivered'`),
    index('orders_shipped_reason_idx').on(table.shippedAt, table.cancelReason).where(sql`${table.shippedAt} is not null`),
    // A guest's orders after a moment (abandoned carts recovered, markRecoveredCarts), as
    // orders_user_created_idx finds an account's: without it each guest cart read every order since its last change.
    index('orders_guest_created_idx').on(table.guestId, table.createdAt).where(sql`${table.guestId} is not null`),
  ],
);

/**
 * Orders and their amounts per Cairo day, status and governorate, kept by a database trigger
 * on `orders` (migration 0014) so no writer can forget it: the sales summary, the per-day
 * report and the desk's status counts (all, or one governorate's) read a few rows per day
 * instead of every order ever placed. The trigger fires at commit, so concurrent checkouts
 * hold their day's row only while they commit.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date('day').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    governorate: text('governorate').notNull(),
    orders: integer('orders').notNull(),
    totalPiastres: bigint('total_piastres', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.status, table.governorate] }),
    // One governorate's counts on the desk read its rows only.
    index('order_day_totals_governorate_idx').on(table.governorate, table.day),
  ],
);

/**
 * The same totals without the governorate: a few rows per day for the sales summary and the
 * per-day report, which sum every day the shop has been open. Kept by the same trigger.
 */
export const orderDayStatusTotals = pgTable(
  'order_day_status_totals',
  {
    day: date('day').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull(),
    totalPiastres: bigint('total_piastres', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/** A snapshot of what was bought: later catalogue edits or deletions never change it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull(),
    finalPricePiastres: integer('final_price_piastres').notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('order_lines_price_check', sql`${table.finalPricePiastres} >= 0`),
    check('order_lines_size_check', sql`${table.size} in (${sqlList(SIZES)})`),
  ],
);

/**
 * Pieces delivered per product, size and line title: the returns report's "sold" (issue 36),
 * kept by triggers (the migration desk-perf) as the order day totals are, so the report reads
 * a few rows per product instead of every delivered order's lines. An order counts while it has
 * a delivery moment and a total above 0; product_id is null once the product was deleted.
 */
export const deliveredPieces = pgTable(
  'delivered_pieces',
  {
    productId: uuid('product_id'),
    size: text('size').$type<Size>().notNull(),
    title: text('title').notNull(),
    pieces: bigint('pieces', { mode: 'number' }).notNull(),
  },
  (table) => [unique('delivered_pieces_key').on(table.productId, table.size, table.title).nullsNotDistinct()],
);

/** Every status change, with who made it. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
    note: text('note'),
    // A note the shop wrote itself (not one typed by staff): what happened, without language, so
    // each page words it in its own (src/shared/history-notes.ts); `note` keeps the English text.
    noteCode: text('note_code'),
    noteParams: jsonb('note_params').$type<Record<string, string | number | null>>(),
    // When the customer's mail about this change went out (shipped, delivered, cancelled).
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_status_changes_order_idx').on(table.orderId, table.changedAt),
    // The dashboard's cash cards: the month's deliveries and the last 30 days' shipments.
    index('order_status_changes_to_status_idx').on(table.toStatus, table.changedAt),
    // The mail retry looks only at recent changes still waiting for their mail.
    index('order_status_changes_unmailed_idx').on(table.changedAt).where(sql`${table.mailedAt} is null and ${table.toStatus} in (${sqlList(MAILED_STATUSES)})`),
  ],
);

/**
 * A redemption of a promo code. The unique keys make "once per e-mail and once per phone"
 * hold under concurrency; cancelling the order deletes the row, freeing the code again.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: idColumn(),
    code: text('code').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').generatedAlwaysAs(sql.raw(EMAIL_IDENTITY_KEY_SQL('email'))),
    phone: text('phone').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('promo_redemptions_email_idx').on(table.code, table.emailKey),
    index('promo_redemptions_phone_idx').on(table.code, table.phone),
  ],
);

/** Idempotency-Key of order creation: the same key from the same requester gives the same order. */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    requester: text('requester').notNull(),
    key: text('key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.requester, table.key] }), index('order_idempotency_created_idx').on(table.createdAt)],
);


/**
 * Where an order came from: the client address that placed it, counted by the per-IP order
 * limit (ORDER_LIMIT_PER_IP). Kept beside the order rather than in it, so the checkout's
 * one-statement write stays as it is.
 */
export const orderSources = pgTable(
  'order_sources',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_sources_ip_idx').on(table.clientIp, table.createdAt)],
);
