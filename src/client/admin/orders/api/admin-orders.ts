import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/order-status';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import type { Order } from '../../../lib/order';

export const allOrdersQueryKey = ['orders', 'all'] as const;

export function useAllOrders() {
  return useQuery({
    queryKey: allOrdersQueryKey,
    queryFn: async () => (await apiRequest<{ orders: Order[] }>(apiPaths.admin.allOrders)).orders ?? [],
  });
}

type StatusAnswer = { message: string; results: Order };

/** Spec section 7: POST, and on 404 the same call again as PATCH. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<StatusAnswer> {
  const path = apiPaths.admin.updateStatus(orderId);
  try {
    return await apiRequest<StatusAnswer>(path, { method: 'POST', body: { status } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return apiRequest<StatusAnswer>(path, { method: 'PATCH', body: { status } });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersQueryKey }),
  });
}
