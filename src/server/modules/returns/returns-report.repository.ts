/**
 * The returns report (issue 36): return rate by product and by size (pieces asked back, not
 * rejected, over pieces delivered), the most common reasons, and the refunds paid this Cairo
 * month. The request tables are small beside the orders; the delivered pieces are kept per
 * product, size and title by triggers (delivered_pieces).
 */
import { sql } from 'drizzle-orm';
import type { ReturnsReportAnswer } from '../../../shared/contract/returns';
import { SHOP_TIME_ZONE, toPounds } from '../../../shared/money';
import type { ReturnReason } from '../../../shared/returns';
import type { Size } from '../../../shared/sizes';
import type { DbOrTx } from '../../db/client';
import { sqlList } from '../../db/schema/columns';
import { NON_SALE_STATUSES } from '../../../shared/order-status';

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const monthStart = sql`(date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const rate = (returned: number, sold: number) => (sold === 0 ? null : Math.min(1, returned / sold));

export async function returnsReport(db: DbOrTx): Promise<ReturnsReportAnswer> {
  // Pieces delivered and asked back, per product and size, over the orders ever delivered: the
  // delivered pieces from the totals the triggers keep (delivered_pieces, a few rows per product
  // and size), never the orders' lines. A title whose pieces went back to 0 is no longer sold.
  const pieces = await rowsOf<{ product_id: string | null; title: string; size: Size; sold: string; returned: string }>(
    db,
    sql`with sold as (
          select d.product_id, min(d.title) filter (where d.pieces > 0) as title, d.size, sum(d.pieces) as sold
          from delivered_pieces d
          group by d.product_id, d.size
          having sum(d.pieces) > 0),
        returned as (
          select rl.product_id, rl.size, sum(rl.quantity) as returned
          from return_lines rl join return_requests r on r.id = rl.request_id
          where r.state <> 'rejected'
          group by rl.product_id, rl.size)
        select s.product_id, s.title, s.size, s.sold, coalesce(r.returned, 0) as returned
        from sold s left join returned r on r.product_id is not distinct from s.product_id and r.size = s.size`,
  );
  const byProduct = new Map<string, { productId: string | null; title: string; sold: number; returned: number }>();
  const bySize = new Map<Size, { size: Size; sold: number; returned: number }>();
  for (const row of pieces) {
    const key = row.product_id ?? `deleted:${row.title}`;
    const product = byProduct.get(key) ?? { productId: row.product_id, title: row.title, sold: 0, returned: 0 };
    product.sold += Number(row.sold);
    product.returned += Number(row.returned);
    byProduct.set(key, product);
    const size = bySize.get(row.size) ?? { size: row.size, sold: 0, returned: 0 };
    size.sold += Number(row.sold);
    size.returned += Number(row.returned);
    bySize.set(row.size, size);
  }
  const reasons = await rowsOf<{ reason: ReturnReason; count: string }>(
    db,
    sql`select rl.reason, sum(rl.quantity) as count from return_lines rl join return_requests r on r.id = rl.request_id
        where r.state <> 'rejected' group by rl.reason order by count desc, rl.reason`,
  );
  const [refunds] = await rowsOf<{ amount: string; count: string }>(
    db,
    sql`select coalesce(sum(refund_piastres), 0) as amount, count(*) as count from return_requests where refunded_at >= ${monthStart}`,
  );
  return {
    byProduct: [...byProduct.values()]
      .filter((product) => product.returned > 0)
      .map((product) => ({ ...product, rate: rate(product.returned, product.sold) }))
      .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.returned - a.returned)
      .slice(0, 20),
    bySize: [...bySize.values()].map((size) => ({ ...size, rate: rate(size.returned, size.sold) })),
    reasons: reasons.map((row) => ({ reason: row.reason, count: Number(row.count) })),
    refundsThisMonth: { amount: toPounds(Number(refunds?.amount ?? 0)), count: Number(refunds?.count ?? 0) },
  };
}

/**
 * Refunds of orders that still count as sales (a partly refunded order keeps its status), per
 * Cairo day the order was placed: the sales figures subtract them, as a fully refunded order
 * leaves them whole. By the order's day, like the sales themselves.
 */
export async function partialRefundsByDay(db: DbOrTx, range?: { start: string; end: string }): Promise<Array<{ day: string; piastres: number }>> {
  const rows = await rowsOf<{ day: string; piastres: string }>(
    db,
    sql`select to_char((o.created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, sum(r.refund_piastres) as piastres
        from return_requests r join orders o on o.id = r.order_id
        where r.refund_piastres is not null and o.status not in (${sqlList(NON_SALE_STATUSES)})
        ${range ? sql`and (o.created_at at time zone ${zone})::date between ${range.start}::date and ${range.end}::date` : sql``}
        group by 1`,
  );
  return rows.map((row) => ({ day: row.day, piastres: Number(row.piastres) }));
}
