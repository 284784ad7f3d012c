import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationPageAnswer } from '../../../../shared/contract/answers';
import type { CustomerAnswer } from '../../../../shared/confirmation';
import { ApiError, callApi, endpoints } from '../../../lib/api-client';

export type ConfirmationOrder = ConfirmationPageAnswer;

export const confirmationQueryKey = (token: string) => ['order-confirmation', token] as const;

/** A definite answer (404 unknown link, 409 answered before): asking again changes nothing. */
export const isDefinite = (error: unknown): boolean => error instanceof ApiError && error.status < 500;

/**
 * The order behind a confirmation link. Anonymous: the link is the key, and a signed-in
 * shopper's token or a guest id would tell the server nothing more.
 */
export function useConfirmationOrder(token: string) {
  return useQuery({
    queryKey: confirmationQueryKey(token),
    queryFn: async () => (await callApi(endpoints.confirmation.show, { params: { token }, anonymous: true })).results,
    retry: (failures, error) => failures < 2 && !isDefinite(error),
    // The order moves on elsewhere (the desk, WhatsApp): a page brought back to the front looks again.
    staleTime: 0,
  });
}

/**
 * Confirm or cancel. Not retried by itself: the server answers a repeat with 409, which would
 * hide the first answer's success behind "already answered". After a 409 the page reads the
 * order again to say where it stands.
 */
export function useAnswerConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CustomerAnswer) => callApi(endpoints.confirmation.answer, { params: { token }, body: { answer }, anonymous: true }),
    onSuccess: ({ results }) => queryClient.setQueryData(confirmationQueryKey(token), results),
    onError: (error) => {
      console.error('Could not answer the confirmation', error);
      if (isDefinite(error)) void queryClient.invalidateQueries({ queryKey: confirmationQueryKey(token) });
    },
  });
}
