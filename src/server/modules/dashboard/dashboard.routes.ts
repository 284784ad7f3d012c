import { z } from 'zod';
import { lowStockQuerySchema, salesRangeSchema } from '../../../shared/schemas/sales';
import { requireAdmin } from '../../plugins/auth';
import type { App } from '../../types';
import { lowStockProducts, salesByDateRange, salesSummary } from './dashboard.service';

const error = z.object({ message: z.string() });
const errors = { 400: error, 401: error, 403: error };

const summaryResponse = z.object({
  summary: z.object({ totalSales: z.number(), totalOrders: z.number().int(), todaySales: z.number() }),
});
const rangeResponse = z.object({
  results: z.array(z.object({ date: z.string(), totalSales: z.number(), totalOrders: z.number().int() })),
});
const image = z.object({ _id: z.string(), secure_url: z.string(), srcset: z.string().optional() });
// The catalogue's product JSON (catalog.presenter.ts), as the runtime contract lists it.
const productResponse = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  finalPrice: z.number(),
  stock: z.number().int(),
  sizeStock: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
  defaultSize: z.string().nullable().optional(),
  images: z.array(image),
  sizeChart: z.array(image.partial({ _id: true })),
  categoryId: z.string(),
});
const lowStockResponse = z.object({ products: z.array(productResponse) });

// Admin sales dashboards; registered under /api by app.ts. The admin check runs on request,
// before the query is validated, so that nobody but an admin learns anything from a 400.
export async function dashboardRoutes(app: App): Promise<void> {
  app.get(
    '/admin/dashboard/sales-summary',
    { onRequest: requireAdmin, schema: { tags: ['dashboard'], response: { 200: summaryResponse, ...errors } } },
    async () => ({ summary: await salesSummary(app.deps.db) }),
  );

  app.get(
    '/admin/dashboard/sales-by-date-range',
    { onRequest: requireAdmin, schema: { tags: ['dashboard'], querystring: salesRangeSchema, response: { 200: rangeResponse, ...errors } } },
    async (request) => ({ results: await salesByDateRange(app.deps.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/product-stats/low-stock',
    { onRequest: requireAdmin, schema: { tags: ['dashboard'], querystring: lowStockQuerySchema, response: { 200: lowStockResponse, ...errors } } },
    async (request) => ({ products: await lowStockProducts(app.deps.db, app.deps.storage, request.query.threshold) }),
  );
}
