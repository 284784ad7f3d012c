import type { Language } from '../../../shared/language';
import { sql } from 'drizzle-orm';
import { executePrepared, type DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { OrderViewSource } from './order-view';
import type { NewOrder, NewOrderLine } from './orders.repository';
import type { Size } from '../../../shared/sizes';
import type { OrderStatus } from '../../../shared/order-status';
import type { ConfirmationState } from '../../../shared/confirmation';

export type OrderWrite = {
  cartId: string;
  /**
   * Outside a transaction, the cart as it was read and priced: the order is written only if
   * the cart row still has this version. Inside one that already holds the cart lock: null.
   */
  cartVersion: string | null;
  order: Required<Pick<NewOrder, 'email' | 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'governorate' | 'paymentMethod'>> &
    Pick<NewOrder, 'userId' | 'guestId'> & {
      subtotalPiastres: number;
      shippingFeePiastres: number;
      discountPiastres: number;
      totalPiastres: number;
      promoCode: string | null;
      language: Language;
      confirmationState: ConfirmationState;
      confirmationToken: string | null;
    };
  /** The order's lines; each (productId, size) once, as cart lines are. */
  lines: Array<NewOrderLine & { productId: string }>;
  changedBy: string | null;
  /**
   * The Idempotency-Key: claimed earlier in this transaction (its row is pointed at the new
   * order), or claimed by this statement (a row inserted with the order: one that exists
   * already makes the whole statement fail with a unique violation).
   */
  idempotency: { requester: string; key: string; claimed: true } | { requester: string; key: string; payloadHash: string } | null;
};

export type OrderWritten =
  | { placed: true; order: OrderViewSource }
  /**
   * Nothing written: the cart changed since cartVersion, or stock ran short for these lines
   * (productId:size).
   */
  | { placed: false; untaken: Set<string> };

type Row = {
  available: string | null;
  order_id: string | null;
  order_number: number | null;
  status: string;
  created_at: unknown;
  updated_at: unknown;
  line_id: string;
  product_id: string | null;
  title: string;
  image_url: string;
  size: Size;
  quantity: number;
  final_price_piastres: number;
};

export const stockKey = (line: { productId: string | null; size: string }) => `${line.productId ?? ''}:${line.size}`;

/**
 * Writes a whole order in one statement (one round trip): the stock of every line taken, the
 * order with a snapshot of its lines, the first status row, the redemption of its promo code,
 * the cart emptied and the Idempotency-Key pointed at the order. It writes all of it or, when
 * the cart changed or a size has too few pieces, nothing; so outside a transaction it is a
 * whole checkout on its own, and inside one the caller need not undo anything.
 *
 * The cart row is locked first, then the stock rows in inStockLockOrder's order (uuid, then
 * size byte by byte: what `collate "C"` sorts by), as the transactional checkout does, so
 * this statement never waits in a circle with another checkout, cancellation or status change.
 * Rows locked with FOR UPDATE are read at their latest committed version, so the stock check
 * sees every order committed before it, and no order can slip in between check and update.
 */
export async function writeOrder(tx: DbOrTx, write: OrderWrite): Promise<OrderWritten> {
  const { order, idempotency } = write;
  // Arrays, one parameter each, keep the statement's text the same for any number of lines.
  const column = <T>(pick: (line: OrderWrite['lines'][number]) => T) => sql.param(write.lines.map(pick));
  const wanted = sql`unnest(${column((line) => line.productId)}::uuid[], ${column((line) => line.size)}::text[], ${column((line) => line.quantity)}::int[])`;
  const lineValues = sql`unnest(${column((line) => line.productId)}::uuid[], ${column((line) => line.title)}::text[], ${column((line) => line.imageUrl ?? '')}::text[],
    ${column((line) => line.size)}::text[], ${column((line) => line.quantity)}::int[], ${column((line) => line.finalPricePiastres)}::int[])`;
  const sameVersion = write.cartVersion === null ? sql`` : sql`and c.updated_at = ${write.cartVersion}::timestamptz`;
  const redemption = order.promoCode
    ? sql`, redemption as (
        insert into promo_redemptions (code, email, phone, order_id)
        select ${order.promoCode}, ${order.email}, ${order.phone}, o.id from new_order o
        on conflict do nothing)`
    : sql``;
  const keyed = !idempotency
    ? sql``
    : 'claimed' in idempotency
      ? sql`, keyed as (
          update order_idempotency_keys set order_id = (select o.id from new_order o)
          where requester = ${idempotency.requester} and key = ${idempotency.key} and exists (select 1 from new_order))`
      : sql`, keyed as (
          insert into order_idempotency_keys (requester, key, payload_hash, order_id)
          select ${idempotency.requester}, ${idempotency.key}, ${idempotency.payloadHash}, o.id from new_order o)`;
  const rows = await executePrepared<Row>(tx, sql`
    with wanted as (select * from ${wanted} as w (product_id, size, quantity)),
    cart as (select c.id from carts c where c.id = ${write.cartId} ${sameVersion} for update),
    locked as (
      select ps.product_id, ps.size, ps.quantity as stock, w.quantity
      from product_sizes ps join wanted w on w.product_id = ps.product_id and w.size = ps.size
      where exists (select 1 from cart)
      order by ps.product_id, ps.size collate "C"
      for update of ps),
    enough as (select count(*) = (select count(*) from wanted) as ok from locked where stock >= quantity),
    taken as (
      update product_sizes ps set quantity = ps.quantity - l.quantity
      from locked l
      where (select ok from enough) and ps.product_id = l.product_id and ps.size = l.size and ps.quantity >= l.quantity
      returning ps.product_id),
    new_order as (
      insert into orders (user_id, guest_id, email, first_name, last_name, phone, address, city, governorate, payment_method,
        subtotal_piastres, shipping_fee_piastres, discount_piastres, total_piastres, promo_code, language,
        confirmation_state, confirmation_token)
      select ${order.userId ?? null}::uuid, ${order.guestId ?? null}::uuid, ${order.email}, ${order.firstName}, ${order.lastName},
        ${order.phone}, ${order.address}, ${order.city}, ${order.governorate}, ${order.paymentMethod},
        ${order.subtotalPiastres}::int, ${order.shippingFeePiastres}::int, ${order.discountPiastres}::int, ${order.totalPiastres}::int,
        ${order.promoCode}::text, ${order.language}, ${order.confirmationState}, ${order.confirmationToken}::text
      where (select count(*) from taken) = (select count(*) from wanted)
      returning id, order_number, status, created_at, updated_at),
    new_lines as (
      insert into order_lines (order_id, product_id, title, image_url, size, quantity, final_price_piastres)
      select o.id, v.product_id, v.title, v.image_url, v.size, v.quantity, v.final_price_piastres
      from new_order o, ${lineValues} as v (product_id, title, image_url, size, quantity, final_price_piastres)
      returning id, order_id, product_id, title, image_url, size, quantity, final_price_piastres),
    status_row as (
      insert into order_status_changes (order_id, from_status, to_status, changed_by)
      select o.id, null, 'pending', ${write.changedBy}::uuid from new_order o),
    emptied as (delete from carts where id = ${write.cartId} and exists (select 1 from new_order))
    ${redemption}
    ${keyed}
    select (select string_agg(a.product_id::text || ':' || a.size, ',') from locked a where a.stock >= a.quantity) as available,
      o.id as order_id, o.order_number, o.status, o.created_at, o.updated_at,
      l.id as line_id, l.product_id, l.title, l.image_url, l.size, l.quantity, l.final_price_piastres
    from (select) as one
    left join new_order o on true
    left join new_lines l on l.order_id = o.id
    order by l.title, l.size`);
  const first = rows[0];
  if (!first) throw new Error('the order statement returned no row');

  if (!first.order_id) {
    const available = new Set(first.available ? first.available.split(',') : []);
    return { placed: false, untaken: new Set(write.lines.map(stockKey).filter((key) => !available.has(key))) };
  }
  return {
    placed: true,
    order: {
      id: first.order_id,
      orderNumber: Number(first.order_number),
      ...order,
      status: first.status as OrderStatus,
      confirmationBy: null,
      confirmationAt: null,
      createdAt: orders.createdAt.mapFromDriverValue(first.created_at as string) as Date,
      updatedAt: orders.updatedAt.mapFromDriverValue(first.updated_at as string) as Date,
      lines: rows.map((row) => ({
        id: row.line_id,
        productId: row.product_id,
        title: row.title,
        imageUrl: row.image_url,
        size: row.size,
        quantity: Number(row.quantity),
        finalPricePiastres: Number(row.final_price_piastres),
      })),
    },
  };
}
