import { z } from 'zod';
import { lowStockQuerySchema, salesRangeSchema } from '../schemas/sales';
import { productAnswer } from './answers';
import { route } from './route';

/** The admin's sales and stock figures. Sales are orders that are not cancelled or refunded. */
export const dashboard = {
  salesSummary: route({
    method: 'GET',
    path: '/admin/dashboard/sales-summary',
    access: 'admin',
    permission: 'figures',
    summary: 'Total sales, number of orders and today\'s sales (Cairo day), in LE',
    responses: {
      200: z.object({ summary: z.object({ totalSales: z.number(), totalOrders: z.number().int(), todaySales: z.number() }) }),
    },
  }),
  salesByDateRange: route({
    method: 'GET',
    path: '/admin/dashboard/sales-by-date-range',
    access: 'admin',
    permission: 'figures',
    summary: 'Sales per Cairo day of a range, both ends included',
    query: salesRangeSchema,
    responses: { 200: z.object({ results: z.array(z.object({ date: z.string(), totalSales: z.number(), totalOrders: z.number().int() })) }) },
  }),
  cash: route({
    method: 'GET',
    path: '/admin/dashboard/cash',
    access: 'admin',
    permission: 'figures',
    summary:
      'Cash on delivery at a glance: the cash to collect (orders shipped, not yet delivered), the cash collected this Cairo month ' +
      '(delivered orders), the share of the orders shipped in the last 30 days that were refused on delivery, and the shipping those ' +
      'refusals cost (twice the shipping fee of each: out and back), in LE',
    responses: {
      200: z.object({
        cash: z.object({
          toCollect: z.number(),
          toCollectOrders: z.number().int(),
          collectedThisMonth: z.number(),
          shippedLast30Days: z.number().int(),
          refusedLast30Days: z.number().int(),
          // refusedLast30Days / shippedLast30Days, between 0 and 1; null when nothing was shipped.
          refusedShare: z.number().min(0).max(1).nullable(),
          // The dashboard's one figure of the shipping lost to refusals, over the same orders as refusedShare.
          shippingLostLast30Days: z.number(),
        }),
      }),
    },
  }),
  confirmation: route({
    method: 'GET',
    path: '/admin/dashboard/confirmation',
    access: 'admin',
    permission: 'figures',
    summary:
      "This Cairo month's confirmation rate (confirmed / answered-or-expired, among orders that needed it); the refusals are in " +
      '/admin/dashboard/cash, over the last 30 days',
    responses: {
      200: z.object({
        confirmation: z.object({
          // null when no order of the month needed (and got an outcome of) a confirmation.
          confirmationRate: z.number().min(0).max(1).nullable(),
        }),
      }),
    },
  }),
  lowStock: route({
    method: 'GET',
    path: '/admin/dashboard/product-stats/low-stock',
    access: 'admin',
    permission: 'stock',
    summary: 'Products whose total stock is at or below the threshold, lowest first, a page at a time (pageSize at most 100, default 48)',
    query: lowStockQuerySchema,
    responses: {
      200: z.object({ products: z.array(productAnswer), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    },
  }),
} as const;
