import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/order-status';
import { ApiError, callApi, endpoints } from '../../../lib/api-client';
import type { Order } from '../../../lib/order';

export const allOrdersQueryKey = ['orders', 'all'] as const;

export function useAllOrders() {
  return useQuery({
    queryKey: allOrdersQueryKey,
    queryFn: async () => (await callApi(endpoints.orderDesk.allOrders)).orders,
  });
}

/** POST, and on a 404 the same call again as PATCH, as the spec's client does (both are declared). */
export async function updateOrderStatus(orderId: string, status: OrderStatus) {
  const request = { params: { orderId }, body: { status } };
  try {
    return await callApi(endpoints.orderDesk.updateStatus, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return callApi(endpoints.orderDesk.updateStatusByPatch, request);
    throw error;
  }
}

/** One per row, so only the row whose call runs is disabled. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) => updateOrderStatus(orderId, status),
    onSuccess: ({ results }) => {
      queryClient.setQueryData<Order[]>(allOrdersQueryKey, (orders) => orders?.map((order) => (order._id === results._id ? results : order)));
    },
    onError: (error) => console.error('Could not update the order status', error),
    // The desk's pages and the detail are under ['orders', ...] too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
