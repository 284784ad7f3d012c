import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/pricing';
import type { dashboard } from '../../../../shared/contract/dashboard';
import type { shipments } from '../../../../shared/contract/shipments';
import type { AnswerOf } from '../../../../shared/contract/route';
import type { SalesRange } from '../../../../shared/schemas/sales';
import { callApi, endpoints } from '../../../lib/api-client';

/** The dashboard's answers (src/shared/contract/dashboard.ts); amounts are in LE. */
export type SalesSummary = AnswerOf<typeof dashboard.salesSummary>['summary'];
export type CashSummary = AnswerOf<typeof dashboard.cash>['cash'];
export type CourierCash = AnswerOf<typeof shipments.cash>['cash'];
export type ConfirmationFigures = AnswerOf<typeof dashboard.confirmation>['confirmation'];
export type SalesOfDay = AnswerOf<typeof dashboard.salesByDateRange>['results'][number];

const dashboardKey = ['admin', 'dashboard'] as const;

export function useSalesSummary() {
  return useQuery({
    queryKey: [...dashboardKey, 'summary'],
    queryFn: async () => (await callApi(endpoints.dashboard.salesSummary)).summary,
    // Today's figure moves with every order: ask again when the admin comes back to the page.
    staleTime: 0,
  });
}

/** The cash-on-delivery cards; they move with every delivery, so asked again on each visit. */
export function useCashSummary() {
  return useQuery({
    queryKey: [...dashboardKey, 'cash'],
    queryFn: async () => (await callApi(endpoints.dashboard.cash)).cash,
    staleTime: 0,
  });
}

/** The cash after delivery: with the courier, settled this month, lost to refusals (issue 35). */
export function useCourierCash() {
  return useQuery({
    queryKey: [...dashboardKey, 'courier-cash'],
    queryFn: async () => (await callApi(endpoints.shipments.cash)).cash,
    staleTime: 0,
  });
}

/** This month's confirmation rate, refusal rate and shipping lost to refusals (issue 34). */
export function useConfirmationFigures() {
  return useQuery({
    queryKey: [...dashboardKey, 'confirmation'],
    queryFn: async () => (await callApi(endpoints.dashboard.confirmation)).confirmation,
    staleTime: 0,
  });
}

/** Sales per day of the range; nothing is asked until a range has been chosen. */
export function useSalesByDateRange(range: SalesRange | undefined) {
  return useQuery({
    queryKey: [...dashboardKey, 'range', range?.startDate, range?.endDate],
    queryFn: async () => (await callApi(endpoints.dashboard.salesByDateRange, { query: range! })).results,
    enabled: range !== undefined,
  });
}

/** The low-stock products a page at a time (the server's default page size), lowest first. */
export function useLowStockProducts(threshold = LOW_STOCK_THRESHOLD) {
  return useInfiniteQuery({
    queryKey: [...dashboardKey, 'low-stock', threshold],
    queryFn: ({ pageParam }) => callApi(endpoints.dashboard.lowStock, { query: { threshold, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
