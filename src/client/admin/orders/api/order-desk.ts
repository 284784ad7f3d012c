import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderFilters } from '../../../../shared/schemas/admin-orders';
import type { CancelReason, OrderStatus } from '../../../../shared/order-status';
import { callApi, downloadApi, endpoints } from '../../../lib/api-client';

export type DeskQuery = OrderFilters & { page: number; pageSize: number };

export function useDeskOrders(query: DeskQuery) {
  return useQuery({
    queryKey: ['orders', 'desk', query],
    queryFn: () => callApi(endpoints.orderDesk.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskOrder(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: async () => (await callApi(endpoints.orderDesk.detail, { params: { id: orderId } })).results,
  });
}

export type DeskUpdate = { status?: OrderStatus; note?: string; cancelReason?: CancelReason; cashCollected?: number };

export function useUpdateDeskOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskUpdate) => callApi(endpoints.orderDesk.update, { params: { id: orderId }, body }),
    onSuccess: ({ results }) => queryClient.setQueryData(['orders', 'detail', orderId], results),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; status: OrderStatus }) => callApi(endpoints.orderDesk.bulkStatus, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** The export needs the admin's token, which a plain link would not send: fetched, then saved. */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const url = URL.createObjectURL(await downloadApi(endpoints.orderDesk.exportCsv, { query: filters }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `orders-${new Date().toISOString().slice(0, 10)}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Opens the packing slips of these orders in a new tab, ready to print (one slip per page). */
export async function openPackingSlips(ids: string[], paper: 'a4' | 'a6' = 'a4'): Promise<void> {
  const tab = window.open('', '_blank');
  let slips: Blob;
  try {
    slips = await downloadApi(endpoints.orderDesk.slips, { query: { ids: ids.join(','), paper } });
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([slips], { type: 'text/html' }));
  if (tab) tab.location.href = url;
}
