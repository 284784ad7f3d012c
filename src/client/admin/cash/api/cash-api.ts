import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementAnswer, UnsettledAnswer } from '../../../../shared/contract/shipments';
import type { SettlementBody } from '../../../../shared/schemas/shipments';
import { callApi, endpoints } from '../../../lib/api-client';

/** A settlement received from a courier, and a courier's cash not yet settled (amounts in LE). */
export type Settlement = SettlementAnswer;
export type Unsettled = UnsettledAnswer;

const cashKey = ['admin', 'cash'] as const;

/** Cash moves with every delivery: asked again on each visit. */
export function useSettlements() {
  return useQuery({ queryKey: cashKey, queryFn: () => callApi(endpoints.shipments.settlements), staleTime: 0 });
}

export function useRecordSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementBody) => callApi(endpoints.shipments.createSettlement, { body }),
    // The dashboard's cards and the orders' shipments (settled) move too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
