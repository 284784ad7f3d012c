import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlocklistEntryAnswer } from '../../../../shared/contract/answers';
import type { BlocklistEntryBody } from '../../../../shared/schemas/confirmation';
import { callApi, endpoints } from '../../../lib/api-client';

/** One blocked phone or e-mail (src/shared/contract/answers.ts). */
export type BlocklistEntry = BlocklistEntryAnswer;

const blocklistKey = ['admin', 'blocklist'] as const;

export function useBlocklist() {
  return useQuery({ queryKey: blocklistKey, queryFn: async () => (await callApi(endpoints.confirmation.blocklist)).entries, staleTime: 0 });
}

/** Adding or lifting also changes what the order desk shows (a customer's record says blocked). */
function useSettle() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: blocklistKey }), queryClient.invalidateQueries({ queryKey: ['orders'] })]);
}

export function useAddToBlocklist() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: BlocklistEntryBody) => callApi(endpoints.confirmation.block, { body }),
    onSettled: settle,
  });
}

export function useLiftBlock() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.confirmation.unblock, { params: { id } }),
    onSettled: settle,
  });
}
