import { toPounds } from '../../../shared/money';
import type { LowStockQuery, SalesRange } from '../../../shared/schemas/sales';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { MediaStorage } from '../../storage/media-storage';
import { presentProduct } from '../catalogue';
import * as repository from './dashboard.repository';
import { partialRefundsByDay } from '../returns';
import { cairoDay } from '../../../shared/money';

/**
 * The longest report we compute in one request: three years (with leap days). Longer ranges
 * are refused rather than paged: a per-day chart over more than three years is unreadable,
 * and the limit keeps one request from scanning the whole order history.
 */
export const MAX_SALES_RANGE_DAYS = 3 * 366;

export type SalesSummary = { totalSales: number; totalOrders: number; todaySales: number };
export type SalesOfDay = { date: string; totalSales: number; totalOrders: number };

/**
 * Sales are orders that are not cancelled or refunded, less the partial refunds of those still
 * counted (net sales, issue 36); totalOrders counts those same orders,
 * so that totalSales / totalOrders is the average sale. "Today" is today in Cairo.
 */
export async function salesSummary(db: DbOrTx, now = new Date()): Promise<SalesSummary> {
  const totals = await repository.salesTotals(db);
  // Net sales (issue 36): a partly refunded order still counts, less what was refunded.
  const refunds = await partialRefundsByDay(db);
  const today = cairoDay(now);
  const refunded = refunds.reduce((sum, day) => sum + day.piastres, 0);
  const refundedToday = refunds.find((day) => day.day === today)?.piastres ?? 0;
  return { totalSales: toPounds(totals.totalPiastres - refunded), totalOrders: totals.orders, todaySales: toPounds(totals.todayPiastres - refundedToday) };
}

const dayNumber = (isoDay: string): number => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/** One entry per Cairo day of the range (both ends included) that had sales, oldest first. */
export async function salesByDateRange(db: DbOrTx, range: SalesRange): Promise<SalesOfDay[]> {
  const days = dayNumber(range.endDate) - dayNumber(range.startDate) + 1;
  if (days > MAX_SALES_RANGE_DAYS) {
    throw badRequest((t) => t.api.http.invalidField('endDate', t.api.dashboard.rangeTooLong(MAX_SALES_RANGE_DAYS)));
  }
  const rows = await repository.dailySales(db, range.startDate, range.endDate);
  // Net of the partial refunds of each day's orders (issue 36).
  const refunds = new Map((await partialRefundsByDay(db, { start: range.startDate, end: range.endDate })).map((day) => [day.day, day.piastres]));
  return rows.map((row) => ({ date: row.date, totalSales: toPounds(row.totalPiastres - (refunds.get(row.date) ?? 0)), totalOrders: row.orders }));
}

export type CashSummary = {
  toCollect: number;
  toCollectOrders: number;
  collectedThisMonth: number;
  shippedLast30Days: number;
  refusedLast30Days: number;
  refusedShare: number | null;
  shippingLostLast30Days: number;
};

/**
 * The cash-on-delivery cards: what couriers are carrying (shipped, not yet delivered), what came
 * in this Cairo month, and how often a shipped parcel comes back refused and what that costs in
 * shipping (last 30 days: the dashboard's one window for refusals). A refused parcel is paid for
 * twice, out and back, so each counts 2 x the shipping fee it was charged.
 */
export async function cashSummary(db: DbOrTx): Promise<CashSummary> {
  const figures = await repository.cashFigures(db);
  return {
    toCollect: toPounds(figures.toCollectPiastres),
    toCollectOrders: figures.toCollectOrders,
    collectedThisMonth: toPounds(figures.collectedThisMonthPiastres),
    shippedLast30Days: figures.shippedLast30Days,
    refusedLast30Days: figures.refusedLast30Days,
    refusedShare: figures.shippedLast30Days === 0 ? null : figures.refusedLast30Days / figures.shippedLast30Days,
    shippingLostLast30Days: toPounds(2 * figures.refusedShippingLast30DaysPiastres),
  };
}

/** A page of the products with total stock at or below the threshold, lowest first, in the catalogue's product shape. */
export async function lowStockProducts(db: DbOrTx, storage: MediaStorage, query: LowStockQuery) {
  const { products, total } = await repository.lowStockProducts(db, query.threshold, query.page, query.pageSize);
  return { products: products.map((product) => presentProduct(storage, product)), total, page: query.page, pageSize: query.pageSize };
}
