import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../clock';
import { cairoDay, toPounds } from '../../../shared/money';
import type { AbandonedCartAnswer } from '../../../shared/contract/abandoned-carts';
import { ABANDONED_PAGE_SIZE } from '../../../shared/schemas/abandoned-carts';
import { findAbandonedCarts, monthFigures } from './abandoned-carts.repository';

/** Midnight in Cairo on the first day of this month (Egypt keeps +02:00 or +03:00: both tried). */
export function cairoMonthStart(now: Date): Date {
  const [year, month] = cairoDay(now).split('-');
  for (const offset of ['+03:00', '+02:00']) {
    const start = new Date(`${year}-${month}-01T00:00:00${offset}`);
    if (cairoDay(start) === `${year}-${month}-01` && cairoDay(new Date(start.getTime() - 1)) !== `${year}-${month}-01`) return start;
  }
  return new Date(`${year}-${month}-01T00:00:00+02:00`);
}

/** Reads only (the job marks recovered carts): its cost follows the page and the month, not every cart ever left. */
export async function listAbandonedCarts(db: DbOrTx, clock: Clock, page: number) {
  const { rows, total } = await findAbandonedCarts(db, page, ABANDONED_PAGE_SIZE);
  const month = await monthFigures(db, cairoMonthStart(clock.now()));
  const results: AbandonedCartAnswer[] = rows.map((row) => ({
    _id: row.id,
    customer: { email: row.email, signedIn: row.userId !== null },
    lines: row.lines.map((line) => ({ title: line.title, size: line.size, quantity: line.quantity, price: toPounds(line.finalPricePiastres), image: line.imageUrl })),
    value: toPounds(row.valuePiastres),
    lastChange: row.lastChangeAt.toISOString(),
    remindedAt: row.remindedAt ? row.remindedAt.toISOString() : null,
    optedOut: row.optedOut,
    recovered: row.recoveredOrderId !== null,
    recoveredOrderNumber: row.recoveredOrderNumber,
  }));
  return { results, total, page, pageSize: ABANDONED_PAGE_SIZE, month: { abandonedValue: toPounds(month.abandonedPiastres), recoveredSales: toPounds(month.recoveredPiastres) } };
}
