import { useId } from 'react';
import { messages } from '../../../../shared/messages';
import { formatLE } from '../../../../shared/money';
import type { PromoTerms } from '../../../../shared/promo-codes';
import type { PromoCode } from './use-promo-code';

const m = messages.promo;

/** What the applied code gives, in words: WELCOME10 keeps the spec's own line. */
function appliedText(terms: PromoTerms): string {
  const applied = messages.promotions.applied;
  if (terms.kind === 'percent') return m.applied(terms.code, terms.value);
  if (terms.kind === 'fixed') return applied.fixed(terms.code, formatLE(terms.value));
  return applied.freeShipping(terms.code);
}

/**
 * Not a <form>: it sits beside the shipping form and must not submit it. Enter applies, even
 * after the Apply button is disabled, so a second try gets the "already used" answer.
 */
export function PromoCodeField({ promo }: { promo: PromoCode }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium">
        {m.label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={promo.code}
          onChange={(event) => promo.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              promo.apply();
            }
          }}
          autoComplete="off"
          aria-invalid={promo.error !== null && !promo.applied}
          aria-describedby={`${id}-feedback`}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 uppercase placeholder:normal-case"
        />
        <button
          type="button"
          onClick={promo.apply}
          disabled={promo.applied || promo.checking}
          aria-busy={promo.checking}
          className="rounded-lg bg-ink px-4 py-2 font-semibold text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {m.apply}
        </button>
      </div>
      <div id={`${id}-feedback`}>
        {promo.error ? (
          <p role="alert" className="text-sm text-red-700">
            {promo.error}
          </p>
        ) : promo.terms ? (
          <p role="status" className="text-sm text-green-700">{appliedText(promo.terms)}</p>
        ) : null}
      </div>
    </div>
  );
}
