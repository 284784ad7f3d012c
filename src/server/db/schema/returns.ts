import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REFUND_METHODS, RETURN_EVENT_KINDS, RETURN_REASONS, RETURN_STATES, type RefundMethod, type ReturnEventKind, type ReturnReason, type ReturnState } from '../../../shared/returns';
import { SIZES, type Size } from '../../../shared/sizes';
import { users } from './auth';
import { products } from './catalog';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';
import { orderLines, orders } from './orders';

/**
 * A customer's request to return or exchange pieces of a delivered order (issue 36). The
 * amounts are fixed when the request is made (what the customer pays for shipping, the refund
 * proposed); the refund columns hold what the staff recorded as paid.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: idColumn(),
    // The number people say: a sequence, like order numbers.
    number: integer('number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 1 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    customerNote: text('customer_note').notNull().default(''),
    customerShippingPiastres: integer('customer_shipping_piastres').notNull().default(0),
    proposedRefundPiastres: integer('proposed_refund_piastres').notNull().default(0),
    refundPiastres: integer('refund_piastres'),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // The order that sends the new sizes, created at approval with their stock taken.
    exchangeOrderId: uuid('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    // How the pieces come back: 'bosta' (a pickup or exchange delivery at Bosta) or 'manual'.
    pickupBy: text('pickup_by'),
    pickupTrackingNumber: text('pickup_tracking_number'),
    pickupNote: text('pickup_note'),
    // When Bosta said the pieces were back at the shop (its return pickup's webhook): the staff
    // still inspect and receive them, which is what restocks.
    pickupArrivedAt: timestamp('pickup_arrived_at', { withTimezone: true }),
    // When Bosta last told the shop about the pickup (its webhook) or was last asked (the hourly
    // poll): a pickup quiet for a day is read from Bosta, as a parcel is (shipments' checked_at).
    pickupCheckedAt: timestamp('pickup_checked_at', { withTimezone: true }).notNull().defaultNow(),
    // Booking the pickup (decision 030-return-pickups-once): an approved request with pickup_by
    // null is still to book. The booking claims it (pickup_claimed_at, taken again only when
    // stale) and counts its claims: a claim after the first may follow a call whose answer was
    // lost, so it asks Bosta (search by the return label) before creating anything.
    pickupClaimedAt: timestamp('pickup_claimed_at', { withTimezone: true }),
    pickupTries: integer('pickup_tries').notNull().default(0),
    // Set once, by the transaction that put the pieces back: a second receive finds it set.
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId),
    index('return_requests_user_idx').on(table.userId, table.createdAt),
    index('return_requests_state_created_idx').on(table.state, table.createdAt),
    // Bosta's webhook finds the request by its pickup's tracking number.
    index('return_requests_pickup_tracking_idx').on(table.pickupTrackingNumber).where(sql`${table.pickupTrackingNumber} is not null`),
    // The poll's question: open Bosta pickups, quietest first.
    index('return_requests_pickup_checked_idx').on(table.pickupCheckedAt).where(sql`${table.pickupBy} = 'bosta' and ${table.state} in ('approved', 'in_transit')`),
    // The booking job's question: approved requests whose pickup is not decided yet.
    index('return_requests_pickup_to_book_idx').on(table.updatedAt).where(sql`${table.pickupBy} is null and ${table.state} = 'approved'`),
    index('return_requests_refunded_idx').on(table.refundedAt).where(sql`${table.refundedAt} is not null`),
    check('return_requests_state_check', sql`${table.state} in (${sqlList(RETURN_STATES)})`),
    check('return_requests_refund_method_check', sql`${table.refundMethod} in (${sqlList(REFUND_METHODS)})`),
    check(
      'return_requests_amounts_check',
      sql`${table.customerShippingPiastres} >= 0 and ${table.proposedRefundPiastres} >= 0 and ${table.refundPiastres} >= 0`,
    ),
  ],
);

/** A line of a request: pieces of one order line, why, and the size wanted instead (an exchange). */
export const returnLines = pgTable(
  'return_lines',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    exchangeSize: text('exchange_size').$type<Size>(),
    // What one piece cost the customer (its price less its share of the discount).
    unitPaidPiastres: integer('unit_paid_piastres').notNull(),
    // Marked on receipt: these pieces do not go back to stock.
    damagedQuantity: integer('damaged_quantity').notNull().default(0),
  },
  (table) => [
    index('return_lines_request_idx').on(table.requestId),
    index('return_lines_order_line_idx').on(table.orderLineId),
    check('return_lines_quantity_check', sql`${table.quantity} >= 1 and ${table.damagedQuantity} between 0 and ${table.quantity}`),
    check('return_lines_size_check', sql`${table.size} in (${sqlList(SIZES)}) and (${table.exchangeSize} is null or ${table.exchangeSize} in (${sqlList(SIZES)}))`),
    check('return_lines_reason_check', sql`${table.reason} in (${sqlList(RETURN_REASONS)})`),
    check('return_lines_price_check', sql`${table.unitPaidPiastres} >= 0`),
  ],
);

/** Every state change of a request, with who made it and when. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
    note: text('note'),
    // A row that keeps the state says what else happened (its mail differs): 'exchange_charge'
    // (the staff changed the amount to collect) or 'pickup_booked' (the job booked the Bosta
    // pickup after the approval's mail had gone out without its tracking number). Null: a state
    // change, or (older rows keeping the state) an exchange charge change.
    kind: text('kind').$type<ReturnEventKind>(),
    // When the customer's mail about this step went out; the retry job sends those still unset.
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('return_events_request_idx').on(table.requestId, table.changedAt),
    index('return_events_unmailed_idx').on(table.changedAt).where(sql`${table.mailedAt} is null`),
    check('return_events_kind_check', sql`${table.kind} in (${sqlList(RETURN_EVENT_KINDS)})`),
  ],
);
