import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, promoCodes, promoRedemptions } from '../../db/schema/index';
import { emailIdentityKey } from '../../../shared/email-identity';
import { WELCOME_TERMS } from '../../../shared/promo-codes';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
export type PromoCodeFigures = { uses: number; discountGivenPiastres: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every code with its uses (redemptions still standing) and the discount its orders got. */
export async function listPromoCodes(db: DbOrTx): Promise<Array<PromoCodeRow & PromoCodeFigures>> {
  const figures = db
    .select({
      code: promoRedemptions.code,
      uses: sql<number>`count(*)::int`.as('uses'),
      discount: sql<number>`coalesce(sum(${orders.discountPiastres}), 0)::int`.as('discount'),
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .groupBy(promoRedemptions.code)
    .as('figures');
  const rows = await db
    .select({ code: promoCodes, uses: figures.uses, discount: figures.discount })
    .from(promoCodes)
    .leftJoin(figures, eq(figures.code, promoCodes.code))
    .orderBy(asc(promoCodes.code));
  return rows.map((row) => ({ ...row.code, uses: Number(row.uses ?? 0), discountGivenPiastres: Number(row.discount ?? 0) }));
}

export async function findPromoCode(db: DbOrTx, id: string): Promise<(PromoCodeRow & PromoCodeFigures) | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!row) return undefined;
  const [figures] = rowsOf<{ uses: number; discount: number }>(
    await db.execute(sql`
      select count(*)::int as uses, coalesce(sum(o.discount_piastres), 0)::int as discount
      from ${promoRedemptions} r join ${orders} o on o.id = r.order_id where r.code = ${row.code}`),
  );
  return { ...row, uses: Number(figures?.uses ?? 0), discountGivenPiastres: Number(figures?.discount ?? 0) };
}

/**
 * The code by its folded name. `lock`: held until the transaction ends, so checkouts with one
 * code count its uses one at a time and a total limit cannot be overrun by a race.
 */
export async function findPromoCodeByCode(db: DbOrTx, code: string, options: { lock?: boolean } = {}): Promise<PromoCodeRow | undefined> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertPromoCode(db: DbOrTx, code: NewPromoCode): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(code).returning();
  return row!;
}

export async function updatePromoCode(db: DbOrTx, id: string, changes: Partial<NewPromoCode>): Promise<void> {
  await db.update(promoCodes).set({ ...changes, updatedAt: sql`now()` }).where(eq(promoCodes.id, id));
}

export async function deletePromoCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(promoCodes).where(eq(promoCodes.id, id));
}

/** Redemptions of the code (a cancelled order's is deleted, giving the use back). */
export async function countUses(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(promoRedemptions).where(eq(promoRedemptions.code, code));
  return Number(row?.n ?? 0);
}

/**
 * What the per-customer rules read, for the e-mail (folded as orders fold it) or the phone:
 * this customer's redemptions of the code, and whether they have an order that stands.
 */
export async function customerRecord(db: DbOrTx, code: string, email: string, phone: string): Promise<{ uses: number; hasOrdered: boolean }> {
  const emailKey = emailIdentityKey(email);
  const [row] = rowsOf<{ uses: number; ordered: boolean | string }>(
    await db.execute(sql`
      select
        (select count(*)::int from ${promoRedemptions} r where r.code = ${code} and (r.email_key = ${emailKey} or r.phone = ${phone})) as uses,
        exists (select 1 from ${orders} o where (o.email_key = ${emailKey} or o.phone = ${phone}) and o.status <> 'cancelled') as ordered`),
  );
  return { uses: Number(row?.uses ?? 0), hasOrdered: row?.ordered === true || row?.ordered === 't' };
}

/**
 * The code's orders that stand (not cancelled or refunded, as the sales figures count):
 * their number, what they sold, the discount they got, and how many were a customer's first
 * order (no earlier standing order of the same e-mail or phone).
 */
export async function promoCodeReport(db: DbOrTx, code: string): Promise<{ orders: number; salesPiastres: number; discountPiastres: number; newCustomers: number }> {
  const [row] = rowsOf<{ orders: number; sales: number; discount: number; new_customers: number }>(
    await db.execute(sql`
      select count(*)::int as orders, coalesce(sum(o.total_piastres), 0)::bigint as sales,
        coalesce(sum(o.discount_piastres), 0)::bigint as discount,
        count(*) filter (where not exists (
          select 1 from ${orders} e
          where (e.email_key = o.email_key or e.phone = o.phone) and e.created_at < o.created_at and e.status not in ('cancelled', 'refunded')))::int as new_customers
      from ${orders} o
      where o.promo_code = ${code} and o.status not in ('cancelled', 'refunded')`),
  );
  return { orders: Number(row?.orders ?? 0), salesPiastres: Number(row?.sales ?? 0), discountPiastres: Number(row?.discount ?? 0), newCustomers: Number(row?.new_customers ?? 0) };
}

/** WELCOME10 as a row, once: the first start creates it; afterwards the owner's edits stand. */
export async function ensureWelcomeCode(db: DbOrTx): Promise<void> {
  const terms = WELCOME_TERMS;
  await db
    .insert(promoCodes)
    .values({ code: terms.code, kind: terms.kind, value: terms.value, firstOrderOnly: terms.firstOrderOnly, perCustomerLimit: terms.perCustomerLimit })
    .onConflictDoNothing();
}
