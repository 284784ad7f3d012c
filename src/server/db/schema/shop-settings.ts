import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CONFIRM_RULES, type ConfirmRule } from '../../../shared/confirmation';
import { DEFAULT_CUSTOMER_PAYS_RETURN_FOR, DEFAULT_RETURN_WINDOW_DAYS, RETURN_REASONS, RETURN_WINDOW_DAYS_MAX, type ReturnReason } from '../../../shared/returns';
import { sqlList, updatedAt } from './columns';

/**
 * The shop's own details, set by the owner in the admin. One row (id 1, enforced), created on
 * the first save; until then every value reads as unset. Columns rather than key/value pairs so
 * each value has its type and the whole set is saved in one statement.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name'),
    // Key of the logo in media storage (the 640 px variant, like product pictures).
    logoKey: text('logo_key'),
    // Egyptian mobiles as the shop stores them: 01XXXXXXXXX.
    phone: text('phone'),
    email: text('email'),
    whatsappNumber: text('whatsapp_number'),
    address: text('address'),
    openingHours: text('opening_hours'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    tiktokUrl: text('tiktok_url'),
    // Order confirmation (issue 34): which orders must be confirmed, the amount of `above`,
    // hours before an unconfirmed order is cancelled (0: never), refusals before a phone is
    // blocked (0: never). The defaults hold until the owner saves.
    confirmRule: text('confirm_rule').$type<ConfirmRule>().notNull().default('all'),
    confirmAbovePiastres: integer('confirm_above_piastres').notNull().default(0),
    autoCancelHours: integer('auto_cancel_hours').notNull().default(48),
    autoBlockRefusals: integer('auto_block_refusals').notNull().default(0),
    // Returns (issue 36): days after delivery a return may be asked, the reasons offered, those
    // for which the customer pays the return shipping, and whether an exchange ships free.
    returnWindowDays: integer('return_window_days').notNull().default(DEFAULT_RETURN_WINDOW_DAYS),
    returnReasons: jsonb('return_reasons').$type<ReturnReason[]>().notNull().default([...RETURN_REASONS]),
    customerPaysReturnFor: jsonb('customer_pays_return_for').$type<ReturnReason[]>().notNull().default([...DEFAULT_CUSTOMER_PAYS_RETURN_FOR]),
    exchangeShipsFree: boolean('exchange_ships_free').notNull().default(true),
    // Hours a cart stays untouched before its reminder (issue 38); 0: no reminders.
    abandonedCartHours: integer('abandoned_cart_hours').notNull().default(4),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shop_settings_single_row', sql`${table.id} = 1`),
    check('shop_settings_confirm_rule_check', sql`${table.confirmRule} in (${sqlList(CONFIRM_RULES)})`),
    check(
      'shop_settings_confirmation_numbers_check',
      sql`${table.confirmAbovePiastres} >= 0 and ${table.autoCancelHours} between 0 and 720 and ${table.autoBlockRefusals} between 0 and 20 and ${table.abandonedCartHours} between 0 and 720`,
    ),
    check('shop_settings_return_window_check', sql`${table.returnWindowDays} between 0 and ${sql.raw(String(RETURN_WINDOW_DAYS_MAX))}`),
  ],
);
