import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { isWelcomeCode } from '../../../../shared/promo-code';
import { foldPromoCode, WELCOME_TERMS, type PromoTerms } from '../../../../shared/promo-codes';
import { MESSAGE_CLEAR_MS } from '../../../lib/use-transient-message';

export type PromoState = { applied: boolean; error: string | null };

export const INITIAL_PROMO: PromoState = { applied: false, error: null };

/**
 * WELCOME10 (trimmed, any case) applies once per order; asking for it again says it is
 * already used; any other code resets the discount to 0, even after WELCOME10 was applied.
 * (The spec's own rule, checked here; the owner's other codes are asked of the shop.)
 */
export function applyPromoCode(state: PromoState, code: string): PromoState {
  if (!isWelcomeCode(code)) return { applied: false, error: messages.promo.invalid };
  if (state.applied) return { applied: true, error: messages.promo.alreadyUsed };
  return { applied: true, error: null };
}

/** Asks the shop whether a code (folded) applies to this cart: its terms, or a rejection carrying the refusal's text. */
export type PromoCheck = (code: string) => Promise<PromoTerms>;

export type PromoCode = PromoState & {
  code: string;
  /** The applied code's terms, for the shared discount rule; null when none is applied. */
  terms: PromoTerms | null;
  checking: boolean;
  setCode: (code: string) => void;
  apply: () => void;
  /** Drops the discount, saying why when the server refused it (e.g. not a first order). */
  refuse: (reason: string) => void;
};

const refusalText = (error: unknown) => (error instanceof Error && error.message ? error.message : messages.promo.invalid);

export function usePromoCode(check?: PromoCheck): PromoCode {
  const [code, setCode] = useState('');
  const [state, setState] = useState<PromoState>(INITIAL_PROMO);
  const [terms, setTerms] = useState<PromoTerms | null>(null);
  const [checking, setChecking] = useState(false);
  // Only the latest Apply's answer counts.
  const attempt = useRef(0);

  const apply = useCallback(() => {
    const folded = foldPromoCode(code);
    attempt.current += 1;
    // WELCOME10 and a repeat of the applied code are the spec's rule, answered at once.
    if (!check || isWelcomeCode(folded) || folded === '' || (terms && terms.code === folded)) {
      if (terms && terms.code === folded) {
        setState({ applied: true, error: messages.promo.alreadyUsed });
        return;
      }
      const next = applyPromoCode(terms && !isWelcomeCode(terms.code) ? INITIAL_PROMO : state, folded);
      setState(next);
      setTerms(next.applied ? WELCOME_TERMS : null);
      return;
    }
    const mine = attempt.current;
    setChecking(true);
    check(folded).then(
      (found) => {
        if (mine !== attempt.current) return;
        setState({ applied: true, error: null });
        setTerms(found);
      },
      (error: unknown) => {
        if (mine !== attempt.current) return;
        // A wrong code resets the discount to 0 (spec).
        setState({ applied: false, error: refusalText(error) });
        setTerms(null);
      },
    ).finally(() => {
      if (mine === attempt.current) setChecking(false);
    });
  }, [code, check, state, terms]);

  const refuse = useCallback((reason: string) => {
    setState({ applied: false, error: reason });
    setTerms(null);
  }, []);

  // Error lines clear after 3 s; each attempt is a new state, so a repeated error restarts the wait.
  useEffect(() => {
    if (!state.error) return;
    const timer = window.setTimeout(() => setState((current) => (current === state ? { ...current, error: null } : current)), MESSAGE_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return { ...state, terms: state.applied ? terms : null, checking, code, setCode, apply, refuse };
}
