import { useCallback, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { isWelcomeCode } from '../../../../shared/promo-code';

export type PromoState = { applied: boolean; error: string | null };

export const INITIAL_PROMO: PromoState = { applied: false, error: null };

/**
 * WELCOME10 (trimmed, any case) applies once per order; asking again
 * says it is already used; a wrong code resets the discount to 0.
 */
export function applyPromoCode(state: PromoState, code: string): PromoState {
  if (state.applied) return { applied: true, error: messages.promo.alreadyUsed };
  if (isWelcomeCode(code)) return { applied: true, error: null };
  return { applied: false, error: messages.promo.invalid };
}

export type PromoCode = PromoState & {
  code: string;
  setCode: (code: string) => void;
  apply: () => void;
  /** Drops the code (the server refused it, e.g. not a first order). */
  reset: () => void;
};

export function usePromoCode(): PromoCode {
  const [code, setCode] = useState('');
  const [state, setState] = useState<PromoState>(INITIAL_PROMO);
  const apply = useCallback(() => setState((current) => applyPromoCode(current, code)), [code]);
  const reset = useCallback(() => setState(INITIAL_PROMO), []);
  return { ...state, code, setCode, apply, reset };
}
