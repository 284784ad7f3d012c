import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromoCodeAnswer } from '../../../../shared/contract/promo-codes';
import type { PromoCodeBody } from '../../../../shared/schemas/promo-codes';
import { callApi, endpoints } from '../../../lib/api-client';

export type PromoCodeRow = PromoCodeAnswer;

const codesKey = ['admin', 'promo-codes'] as const;

export function usePromoCodes() {
  return useQuery({ queryKey: codesKey, queryFn: async () => (await callApi(endpoints.promoCodes.list)).results, staleTime: 0 });
}

export function usePromoReport(id: string | null) {
  return useQuery({
    queryKey: [...codesKey, 'report', id],
    queryFn: async () => (await callApi(endpoints.promoCodes.report, { params: { id: id! } })).results,
    enabled: id !== null,
    staleTime: 0,
  });
}

function useSettle() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: codesKey });
}

/** Creates a code, or changes the one with `id`. */
export function useSavePromoCode() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PromoCodeBody }) =>
      id ? callApi(endpoints.promoCodes.update, { params: { id }, body }) : callApi(endpoints.promoCodes.create, { body }),
    onSettled: settle,
  });
}

/** Deletes an unused code; the shop deactivates a used one instead. */
export function useRemovePromoCode() {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: string) => callApi(endpoints.promoCodes.remove, { params: { id } }), onSettled: settle });
}

export function useDeactivatePromoCode() {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: string) => callApi(endpoints.promoCodes.update, { params: { id }, body: { active: false } }), onSettled: settle });
}
