import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { isWelcomeCode } from '../../../../shared/promo-code';
import { MESSAGE_CLEAR_MS } from '../../../lib/use-transient-message';

export type PromoState = { applied: boolean; error: string | null };

export const INITIAL_PROMO: PromoState = { applied: false, error: null };

/**
 * WELCOME10 (trimmed, any case) applies once per order; asking for it again says it is
 * already used; any other code resets the discount to 0, even after WELCOME10 was applied.
 */
export function applyPromoCode(state: PromoState, code: string): PromoState {
  if (!isWelcomeCode(code)) return { applied: false, error: messages.promo.invalid };
  if (state.applied) return { applied: true, error: messages.promo.alreadyUsed };
  return { applied: true, error: null };
}

export type PromoCode = PromoState & {
  code: string;
  setCode: (code: string) => void;
  apply: () => void;
  /** Drops the discount, saying why when the server refused it (e.g. not a first order). */
  refuse: (reason: string) => void;
};

export function usePromoCode(): PromoCode {
  const [code, setCode] = useState('');
  const [state, setState] = useState<PromoState>(INITIAL_PROMO);
  const apply = useCallback(() => setState((current) => applyPromoCode(current, code)), [code]);
  const refuse = useCallback((reason: string) => setState({ applied: false, error: reason }), []);

  // Error lines clear after 3 s; each attempt is a new state, so a repeated error restarts the wait.
  useEffect(() => {
    if (!state.error) return;
    const timer = window.setTimeout(() => setState((current) => (current === state ? { ...current, error: null } : current)), MESSAGE_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return { ...state, code, setCode, apply, refuse };
}
