import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CheckoutInput } from '../../../../shared/schemas/checkout';
import type { AnswerOf } from '../../../../shared/contract/route';
import type { orders } from '../../../../shared/contract/orders';
import { ApiError, callApi, endpoints } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart';

export type CreateOrderAnswer = AnswerOf<typeof orders.create>;

type Attempt = { payload: CheckoutInput; idempotencyKey: string };

/** A definite answer from the server: asking again with the same key would change nothing. */
const isDefinite = (error: unknown): boolean => error instanceof ApiError && error.status < 500;

/**
 * `POST /order/create` with an `Idempotency-Key`: one key per attempt, made when the form is
 * submitted and reused for automatic retries and for a resubmit of the same payload after an
 * answer that never came (network error, 5xx), so a lost response never turns into two orders.
 */
export function usePlaceOrder({ onSuccess }: { onSuccess: (answer: CreateOrderAnswer) => void }) {
  const queryClient = useQueryClient();
  const pendingAttempt = useRef<{ body: string; key: string } | null>(null);
  // A double click can submit twice before React re-renders the disabled button.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ payload, idempotencyKey }: Attempt) =>
      callApi(endpoints.orders.create, { body: payload, headers: { 'idempotency-key': idempotencyKey } }),
    retry: (failureCount, error) => failureCount < 2 && !isDefinite(error),
    retryDelay: (attempt) => 500 * 2 ** attempt,
    onSuccess: (answer) => {
      pendingAttempt.current = null;
      onSuccess(answer);
    },
    onSettled: () => {
      inFlight.current = false;
    },
    onError: (error) => {
      console.error('Could not place the order', error);
      if (isDefinite(error)) {
        pendingAttempt.current = null;
        // Stock or prices may have moved under the shopper: show the cart as it is now.
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });

  const placeOrder = (payload: CheckoutInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = JSON.stringify(payload);
    if (pendingAttempt.current?.body !== body) pendingAttempt.current = { body, key: crypto.randomUUID() };
    mutation.mutate({ payload, idempotencyKey: pendingAttempt.current.key });
  };

  return { ...mutation, placeOrder };
}
