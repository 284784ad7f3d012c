import { messages } from '../../../shared/messages';
import { formatLE } from '../../../shared/money';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../../shared/promo-code';
import { FREE_SHIPPING_THRESHOLD_PIASTRES } from '../../../shared/shipping-fee';

const t = messages.layout;

/** The spec's top banner: free shipping above the shared threshold and the first-order code. */
export function TopBanner() {
  const welcome = t.welcomeBanner(WELCOME_CODE, WELCOME_DISCOUNT_PERCENT);
  const [beforeCode, afterCode] = welcome.split(WELCOME_CODE);
  return (
    <div className="bg-ink text-white">
      <p className="mx-auto flex h-12 max-w-7xl flex-wrap items-center justify-center gap-x-2 px-4 text-center text-[11px] leading-4 tracking-wide sm:h-8 sm:text-xs">
        <span>{t.freeShippingBanner(formatLE(FREE_SHIPPING_THRESHOLD_PIASTRES))}</span>
        <span aria-hidden="true" className="hidden text-brand sm:inline">
          ✦
        </span>
        <span>
          {beforeCode}
          <strong className="font-semibold tracking-widest text-orange-300">{WELCOME_CODE}</strong>
          {afterCode}
        </span>
      </p>
    </div>
  );
}
