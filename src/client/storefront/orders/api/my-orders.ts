import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, endpoints } from '../../../lib/api-client';
import type { Order } from '../../../lib/order';
import { useSession } from '../../../lib/session';

/** Prefix of the order queries; checkout invalidates it after a new order. */
export const myOrdersQueryKey = (userId: string) => ['orders', 'mine', userId] as const;

export function useMyOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: myOrdersQueryKey(user?.id ?? ''),
    queryFn: async () => (await callApi(endpoints.orders.myOrders)).results,
    enabled: user !== null,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = myOrdersQueryKey(user?.id ?? '');
  return useMutation({
    mutationFn: (orderId: string) => callApi(endpoints.orders.cancel, { params: { orderId } }),
    onSuccess: ({ results }) => {
      queryClient.setQueryData<Order[]>(key, (orders) => orders?.map((order) => (order._id === results._id ? results : order)));
    },
    onError: (error) => console.error('Could not cancel the order', error),
    // A refused cancel usually means the status moved on: show the current one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
