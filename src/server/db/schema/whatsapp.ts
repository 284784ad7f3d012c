import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';
import { orders } from './orders';
import { abandonedCarts } from './promotions';

export const WHATSAPP_MESSAGE_KINDS = ['confirm', 'reminder', 'cart_reminder'] as const;
export const WHATSAPP_MESSAGE_STATES = ['queued', 'sent', 'failed', 'delivered', 'read'] as const;

/**
 * The WhatsApp channel's outbox (issue 34; the module lives in modules/whatsapp): one row per
 * template message to send for an order (or a left cart's one reminder), retried with backoff until sent, then followed by
 * Meta's delivery and read receipts (matched by wa_message_id).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: idColumn(),
    // The order a confirmation or its reminder is about; null for a cart reminder (issue 38).
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    abandonedCartId: uuid('abandoned_cart_id').references(() => abandonedCarts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof WHATSAPP_MESSAGE_KINDS)[number]>().notNull(),
    toPhone: text('to_phone').notNull(),
    language: text('language').notNull(),
    state: text('state').$type<(typeof WHATSAPP_MESSAGE_STATES)[number]>().notNull().default('queued'),
    waMessageId: text('wa_message_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('whatsapp_messages_kind_check', sql`${table.kind} in (${sqlList(WHATSAPP_MESSAGE_KINDS)})`),
    check('whatsapp_messages_state_check', sql`${table.state} in (${sqlList(WHATSAPP_MESSAGE_STATES)})`),
    index('whatsapp_messages_due_idx').on(table.state, table.nextAttemptAt),
    index('whatsapp_messages_order_idx').on(table.orderId),
  ],
);

/** Webhook events already handled: the id is the event's message or status id plus its kind, so a redelivery counts once. */
export const whatsappEvents = pgTable('whatsapp_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
});
