import { useId } from 'react';
import { messages } from '../../../../shared/messages';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../../../shared/promo-code';
import type { PromoCode } from './use-promo-code';

const m = messages.promo;

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
          aria-invalid={promo.error === m.invalid}
          aria-describedby={`${id}-feedback`}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 uppercase placeholder:normal-case"
        />
        <button
          type="button"
          onClick={promo.apply}
          disabled={promo.applied}
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
        ) : promo.applied ? (
          <p role="status" className="text-sm text-green-700">{m.applied(WELCOME_CODE, WELCOME_DISCOUNT_PERCENT)}</p>
        ) : null}
      </div>
    </div>
  );
}
