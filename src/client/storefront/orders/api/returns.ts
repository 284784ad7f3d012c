import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestAnswer } from '../../../../shared/contract/returns';
import type { ReturnRequestBody } from '../../../../shared/schemas/returns';
import { callApi, endpoints } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type ReturnRequest = ReturnRequestAnswer;

const myReturnsKey = (userId: string) => ['orders', 'returns', userId] as const;

/** The customer's requests and, per delivered order still inside the window, until when it may be asked back. */
export function useMyReturns() {
  const { user } = useSession();
  return useQuery({
    queryKey: myReturnsKey(user?.id ?? ''),
    queryFn: () => callApi(endpoints.returns.mine),
    enabled: user !== null,
  });
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: ReturnRequestBody }) => callApi(endpoints.returns.request, { params: { id: orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myReturnsKey(user?.id ?? '') }),
  });
}

/** The sizes of a product in stock now (an exchange offers only these). */
export function useSizesInStock(productId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['product', productId, 'sizes'],
    queryFn: async () => (await callApi(endpoints.catalogue.productById, { params: { productId: productId! }, anonymous: true })).results.sizeStock,
    enabled: enabled && productId !== null,
    staleTime: 0,
  });
}
