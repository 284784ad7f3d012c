import { useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/pricing';
import type { SalesRange } from '../../../../shared/schemas/sales';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import type { Product } from '../../../lib/catalogue';

/** Shapes of the runtime contract's dashboard answers; amounts are in LE. */
export type SalesSummary = { totalSales: number; totalOrders: number; todaySales: number };
export type SalesOfDay = { date: string; totalSales: number; totalOrders: number };

const dashboardKey = ['admin', 'dashboard'] as const;

export function useSalesSummary() {
  return useQuery({
    queryKey: [...dashboardKey, 'summary'],
    queryFn: async () => (await apiRequest<{ summary: SalesSummary }>(apiPaths.admin.salesSummary)).summary,
    // Today's figure moves with every order: ask again when the admin comes back to the page.
    staleTime: 0,
  });
}

/** Sales per day of the range; nothing is asked until a range has been chosen. */
export function useSalesByDateRange(range: SalesRange | undefined) {
  return useQuery({
    queryKey: [...dashboardKey, 'range', range?.startDate, range?.endDate],
    queryFn: async () =>
      (await apiRequest<{ results: SalesOfDay[] }>(apiPaths.admin.salesByDateRange(range!.startDate, range!.endDate))).results ?? [],
    enabled: range !== undefined,
  });
}

export function useLowStockProducts(threshold = LOW_STOCK_THRESHOLD) {
  return useQuery({
    queryKey: [...dashboardKey, 'low-stock', threshold],
    queryFn: async () => (await apiRequest<{ products: Product[] }>(apiPaths.admin.lowStock(threshold))).products ?? [],
    staleTime: 0,
  });
}
