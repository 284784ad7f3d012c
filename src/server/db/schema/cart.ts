import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { SIZES, type Size } from '../../../shared/sizes';
import { users } from './auth';
import { products } from './catalog';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';

/** One cart per signed-in user or per guest id, never both. */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').unique(),
    createdAt: createdAt(),
    // Guest carts are removed 30 days after their last change.
    updatedAt: updatedAt(),
  },
  (table) => [
    check('carts_owner_check', sql`(${table.userId} is null) <> (${table.guestId} is null)`),
    index('carts_guest_updated_idx').on(table.updatedAt).where(sql`${table.guestId} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.productId, table.size] }),
    check('cart_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('cart_lines_size_check', sql`${table.size} in (${sqlList(SIZES)})`),
  ],
);
