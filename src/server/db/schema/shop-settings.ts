import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

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
    updatedAt: updatedAt(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);
