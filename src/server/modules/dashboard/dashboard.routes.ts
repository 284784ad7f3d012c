import { dashboard as routes } from '../../../shared/contract/dashboard';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { confirmationSummary } from '../confirmation';
import { cashSummary, lowStockProducts, salesByDateRange, salesSummary } from './dashboard.service';

/** The admin's sales and stock figures. */
export function dashboardRoutes(app: App) {
  const { db, storage } = app.deps;
  return implement(routes, {
    salesSummary: async () => ({ summary: await salesSummary(db) }),
    salesByDateRange: async (request) => ({ results: await salesByDateRange(db, request.query) }),
    cash: async () => ({ cash: await cashSummary(db) }),
    confirmation: async () => ({ confirmation: await confirmationSummary(db) }),
    lowStock: async (request) => lowStockProducts(db, storage, request.query),
  });
}
