import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestAnswer } from '../../../../shared/contract/returns';
import type { ReturnState } from '../../../../shared/returns';
import type { ReturnChangeBody } from '../../../../shared/schemas/returns';
import { callApi, endpoints } from '../../../lib/api-client';

export type AdminReturn = ReturnRequestAnswer;
export type ReturnChange = Omit<ReturnChangeBody, 'state'> & { state: ReturnState };

const returnsKey = ['admin', 'returns'] as const;

export function useReturns(state: ReturnState | undefined, page: number) {
  return useQuery({
    queryKey: [...returnsKey, 'list', state ?? 'all', page],
    queryFn: () => callApi(endpoints.returns.list, { query: { ...(state ? { state } : {}), page } }),
    placeholderData: keepPreviousData,
  });
}

export function useReturn(id: string) {
  return useQuery({ queryKey: [...returnsKey, 'one', id], queryFn: async () => (await callApi(endpoints.returns.one, { params: { id } })).results });
}

export function useReturnsReport() {
  return useQuery({ queryKey: [...returnsKey, 'report'], queryFn: async () => (await callApi(endpoints.returns.report)).report, staleTime: 0 });
}

export function useChangeReturn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnChange) => callApi(endpoints.returns.change, { params: { id }, body }),
    onSuccess: ({ results }) => queryClient.setQueryData([...returnsKey, 'one', id], results),
    // Stock, the orders (refunded, the exchange order) and the dashboard's figures move too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnsKey }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
