import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { searchTextSql } from '../../../shared/search-text';
import { SIZES, type Size } from '../../../shared/sizes';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';

/**
 * Moves on with every change to the catalogue (categories, products, their sizes and images),
 * by triggers that migration 0015 adds: the public cache asks it whether an answer is still
 * current, where it used to re-read the whole listing. A sequence, not a counter row, so
 * concurrent checkouts taking stock never wait on each other for it.
 */
export const catalogueVersion = pgSequence('catalogue_version_seq');

export const categories = pgTable('categories', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  // The Arabic name, where the shop has written one; Arabic pages show the English name without it.
  nameAr: text('name_ar'),
  // Key of the image in media storage; the public URL is built from PUBLIC_URL.
  imageKey: text('image_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Arabic title and description, each optional: Arabic pages fall back to the English one.
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    pricePiastres: integer('price_piastres').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    // Derived from price and discount by the shared pricing rule on every write; stored so
    // that listings and carts read it without recomputing.
    finalPricePiastres: integer('final_price_piastres').notNull(),
    defaultSize: text('default_size'),
    // What search matches: both languages' titles and descriptions folded as shoppers type
    // (src/shared/search-text.ts), computed by the database on every write, so no write path can forget it.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(searchTextSql(`title || ' ' || description || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description_ar, '')`))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId, table.createdAt),
    // The storefront's lists: newest first, by price, by discount; and search by trigrams.
    index('products_newest_idx').on(table.createdAt, table.id),
    index('products_final_price_idx').on(table.finalPricePiastres),
    index('products_discount_idx').on(table.discountPercent),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('products_price_check', sql`${table.pricePiastres} >= 0`),
    check('products_final_price_check', sql`${table.finalPricePiastres} >= 0 and ${table.finalPricePiastres} <= ${table.pricePiastres}`),
    check('products_discount_check', sql`${table.discountPercent} between 0 and 100`),
    check('products_default_size_check', sql`${table.defaultSize} is null or ${table.defaultSize} in (${sqlList(SIZES)})`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // 'gallery' images show in the carousel; 'size-chart' images in the size chart modal.
    kind: text('kind').notNull().default('gallery'),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('product_images_product_idx').on(table.productId, table.kind, table.position),
    check('product_images_kind_check', sql`${table.kind} in ('gallery', 'size-chart')`),
  ],
);

/** Stock per size: the single source of truth for stock; a product's total is the sum. */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('product_sizes_quantity_check', sql`${table.quantity} >= 0`),
    check('product_sizes_size_check', sql`${table.size} in (${sqlList(SIZES)})`),
  ],
);
