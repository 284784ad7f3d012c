import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COURIERS, SHIPMENT_STATES, type Courier, type ShipmentState } from '../../../shared/shipping-courier';
import { users } from './auth';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';
import { orders } from './orders';

export const HANDOFF_STATES = ['sending', 'sent', 'failed'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

/**
 * Money a courier handed over for delivered orders (issue 35). `expected` is the cash the
 * orders' shipments collected when the settlement was recorded; amount − expected is the
 * difference the cash page flags.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: idColumn(),
    courier: text('courier').$type<Courier>().notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    expectedPiastres: integer('expected_piastres').notNull(),
    reference: text('reference').notNull(),
    receivedAt: date('received_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('settlements_courier_check', sql`${table.courier} in (${sqlList(COURIERS)})`),
    check('settlements_amounts_check', sql`${table.amountPiastres} >= 0 and ${table.expectedPiastres} >= 0`),
    index('settlements_received_idx').on(table.receivedAt),
  ],
);

/**
 * One courier shipment per order (the unique order id is what makes a retried hand-off safe:
 * the row is claimed, `sending`, before the courier is called). `last_event_at` is when the
 * latest applied event happened at the courier: an older event arriving later is not applied.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').$type<Courier>().notNull(),
    handoff: text('handoff').$type<HandoffState>().notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    // Why the last hand-off failed, in the courier's words (shown on the desk).
    handoffError: text('handoff_error'),
    trackingNumber: text('tracking_number').unique(),
    courierDeliveryId: text('courier_delivery_id'),
    districtId: text('district_id'),
    state: text('state').$type<ShipmentState>().notNull().default('created'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    // When the shop last heard about it (an event, a poll, or the hand-off): the polling job reads the quiet ones.
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    codAmountPiastres: integer('cod_amount_piastres').notNull(),
    codCollectedPiastres: integer('cod_collected_piastres'),
    exceptionReason: text('exception_reason'),
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shipments_courier_check', sql`${table.courier} in (${sqlList(COURIERS)})`),
    check('shipments_handoff_check', sql`${table.handoff} in (${sqlList(HANDOFF_STATES)})`),
    check('shipments_state_check', sql`${table.state} in (${sqlList(SHIPMENT_STATES)})`),
    check('shipments_cod_check', sql`${table.codAmountPiastres} >= 0 and ${table.codCollectedPiastres} >= 0`),
    // The polling job: open shipments, quietest first.
    index('shipments_open_checked_idx').on(table.checkedAt).where(sql`${table.handoff} = 'sent' and ${table.state} not in ('delivered', 'returned', 'cancelled')`),
    // The cash page: delivered and not settled, per courier.
    index('shipments_unsettled_idx').on(table.courier).where(sql`${table.state} = 'delivered' and ${table.settlementId} is null`),
    index('shipments_settlement_idx').on(table.settlementId),
  ],
);

/** Courier events already handled (webhook or poll), by the courier's own key: a redelivery counts once. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: text('id').primaryKey(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    state: text('state').$type<ShipmentState>(),
    eventAt: timestamp('event_at', { withTimezone: true }),
    // Applied to the shipment, or kept only as history (older than the last one applied, or unknown).
    applied: boolean('applied').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_events_shipment_idx').on(table.shipmentId, table.eventAt)],
);

/** Bosta's cities, as its API lists them (refreshed daily and on demand). */
export const bostaCities = pgTable('bosta_cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  dropOff: boolean('drop_off').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bosta's districts (its address needs one), with the normalised names the matcher compares. */
export const bostaDistricts = pgTable(
  'bosta_districts',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => bostaCities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    dropOff: boolean('drop_off').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bosta_districts_city_idx').on(table.cityId)],
);

/** The desk's choice of district for an address's governorate and city text (normalised): proposed first next time. */
export const districtChoices = pgTable('district_choices', {
  key: text('key').primaryKey(),
  districtId: text('district_id').notNull(),
  chosenAt: updatedAt(),
});
