/**
 * The storefront's product pages at any catalogue size: one query for a page of products
 * (sizes and images read by correlated subqueries for the page's rows only, after the limit),
 * one for the total and the facets. Both are planned on indexes (migration
 * `catalogue-listing-indexes`), so a page costs about the same at 20,000 products as at 36.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductSort } from '../../../shared/schemas/catalogue-listing';
import type { Size } from '../../../shared/sizes';
import type { DbOrTx } from '../../db/client';
import type { CategoryRecord, ProductRecord } from './catalog.repository';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The filters of a listing, each one separately so that a facet can leave its own out. */
type Conditions = { base: SQL[]; size?: SQL; price?: SQL };

function conditions(query: ProductListQuery): Conditions {
  const base: SQL[] = [];
  if (query.category) base.push(sql`p.category_id = ${query.category}`);
  if (query.onSale) base.push(sql`p.discount_percent > 0`);
  if (query.inStock) base.push(sql`exists (select 1 from product_sizes s where s.product_id = p.id and s.quantity > 0)`);
  const size = query.size
    ? sql`exists (select 1 from product_sizes s where s.product_id = p.id and s.size = ${query.size} and s.quantity > 0)`
    : undefined;
  const bounds: SQL[] = [];
  // Prices arrive in pounds; the final price is stored in piastres.
  if (query.minPrice !== undefined) bounds.push(sql`p.final_price_piastres >= ${Math.ceil(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) bounds.push(sql`p.final_price_piastres <= ${Math.floor(query.maxPrice * 100)}`);
  const price = bounds.length ? sql.join(bounds, sql` and `) : undefined;
  return { base, size, price };
}

const whereOf = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/** Every order ends on the id, so pages never overlap or skip a product that ties. */
const ORDER_BY: Record<ProductSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  'price-asc': sql`p.final_price_piastres asc, p.id asc`,
  'price-desc': sql`p.final_price_piastres desc, p.id desc`,
  discount: sql`p.discount_percent desc, p.created_at desc, p.id desc`,
};

/** One page of products, in the chosen order, as the catalogue's ProductRecord. */
export function productPageQuery(query: ProductListQuery): SQL {
  const { base, size, price } = conditions(query);
  const order = ORDER_BY[query.sort ?? 'newest'];
  return sql`select p.id, p.category_id as "categoryId", p.title, p.description,
      p.price_piastres as "pricePiastres", p.discount_percent as "discountPercent",
      p.final_price_piastres as "finalPricePiastres", p.default_size as "defaultSize",
      coalesce((select json_agg(json_build_object('size', s.size, 'quantity', s.quantity))
        from product_sizes s where s.product_id = p.id), '[]'::json) as sizes,
      coalesce((select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'key', i.image_key, 'position', i.position)
        order by i.kind, i.position, i.created_at) from product_images i where i.product_id = p.id), '[]'::json) as images
    from products p
    ${whereOf([...base, size, price])}
    order by ${order}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

export async function productPage(db: DbOrTx, query: ProductListQuery): Promise<ProductRecord[]> {
  return rowsOf<ProductRecord>(await db.execute(productPageQuery(query)));
}

export type ListingCounts = {
  total: number;
  sizes: { size: Size; count: number }[];
  price: { min: number; max: number } | null;
};

/**
 * The total and the facets in one query. Each facet leaves its own filter out: the sizes
 * counted are those in stock among the products in the price range, and the price range is
 * that of the products in stock in the chosen size.
 */
export function listingCountsQuery(query: ProductListQuery): SQL {
  const { base, size, price } = conditions(query);
  return sql`select
      (select count(*)::int from products p ${whereOf([...base, size, price])}) as total,
      (select coalesce(json_agg(json_build_object('size', f.size, 'count', f.n)), '[]'::json) from (
        select s.size, count(*)::int as n from products p join product_sizes s on s.product_id = p.id and s.quantity > 0
        ${whereOf([...base, price])} group by s.size) f) as sizes,
      (select case when count(*) = 0 then null
          else json_build_object('min', min(p.final_price_piastres), 'max', max(p.final_price_piastres)) end
        from products p ${whereOf([...base, size])}) as price`;
}

export async function listingCounts(db: DbOrTx, query: ProductListQuery): Promise<ListingCounts> {
  const [row] = rowsOf<ListingCounts>(await db.execute(listingCountsQuery(query)));
  return row!;
}

export type CategorySummaryRecord = CategoryRecord & { productCount: number };

export const categorySummariesQuery = sql`select c.id, c.name, c.image_key as "imageKey",
    (select count(*)::int from products p where p.category_id = c.id) as "productCount"
  from categories c order by c.created_at asc, c.id asc`;

export async function categorySummaries(db: DbOrTx): Promise<CategorySummaryRecord[]> {
  return rowsOf<CategorySummaryRecord>(await db.execute(categorySummariesQuery));
}
