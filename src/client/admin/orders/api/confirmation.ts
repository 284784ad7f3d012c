import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAnswer } from '../../../../shared/confirmation';
import { callApi, endpoints } from '../../../lib/api-client';

/**
 * The desk's "confirmed by phone" (or declined) for one order or many: each order is answered
 * on its own, so the answer lists which ones failed and why.
 */
export function useStaffConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; answer: StaffAnswer }) => callApi(endpoints.orderDesk.confirmation, { body }),
    // The rows, the counts, the detail and its history all move.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
