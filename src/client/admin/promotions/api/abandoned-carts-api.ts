import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, endpoints } from '../../../lib/api-client';

export function useAbandonedCarts(page: number) {
  return useQuery({
    queryKey: ['admin', 'abandoned-carts', page],
    queryFn: () => callApi(endpoints.abandonedCarts.list, { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
