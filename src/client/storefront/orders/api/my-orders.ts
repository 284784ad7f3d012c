import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import type { Order } from '../../../lib/order';
import { useSession } from '../../../lib/session';

/** Prefix of the order queries; checkout invalidates it after a new order. */
export const myOrdersQueryKey = (userId: string) => ['orders', 'mine', userId] as const;

export function useMyOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: myOrdersQueryKey(user?.id ?? ''),
    queryFn: async () => (await apiRequest<{ results: Order[] }>(apiPaths.myOrders)).results ?? [],
    enabled: user !== null,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = myOrdersQueryKey(user?.id ?? '');
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<{ message: string; results: Order }>(apiPaths.cancelOrder(orderId), { method: 'PATCH' }),
    onSuccess: ({ results }) => {
      queryClient.setQueryData<Order[]>(key, (orders) => orders?.map((order) => (order._id === results._id ? results : order)));
    },
    onError: (error) => console.error('Could not cancel the order', error),
    // A refused cancel usually means the status moved on: show the current one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
