import { useEffect, useState, type RefObject } from 'react';
import { messages } from '../../../../shared/messages';
import { sizeLabel, type Size } from '../../../../shared/sizes';
import { AddToCartButton } from '../../../components/catalog/add-to-cart-button';
import { useMediaQuery } from '../../../components/catalog/media-query';
import type { useSizeQuantity } from '../../../components/catalog/size-quantity';

type Props = {
  productId: string;
  title: string;
  selection: ReturnType<typeof useSizeQuantity>;
  /** The page's own size picker and Add to Cart: the bar shows once they have scrolled above the screen. */
  controls: RefObject<HTMLElement | null>;
};

/**
 * Whether the shopper has scrolled past the page's own controls (they are above the screen).
 * While the bar shows, the footer gets room below its last line (styles.css,
 * `body:has(.sticky-purchase) footer`), so the bar never sits on the footer's last links.
 */
function usePastControls(controls: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [controlsAbove, setControlsAbove] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // A scroll listener rather than an IntersectionObserver: a jump from below the controls to
    // above them (a fling, a keyboard End) crosses no threshold the observer would report.
    let frame = 0;
    const check = () => {
      frame = 0;
      const target = controls.current;
      setControlsAbove(target ? target.getBoundingClientRect().bottom <= 0 : false);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [controls, enabled]);
  return enabled && controlsAbove;
}

/**
 * On phones, size and Add to Cart stay reachable at the bottom of the screen once the page's
 * own controls have scrolled away. The same selection drives both, so the bar's size is the
 * page's size. Not rendered at all when it does not show (no duplicate controls for screen
 * readers), and never from tablets up.
 */
export function StickyPurchaseBar({ productId, title, selection, controls }: Props) {
  const phone = useMediaQuery('(max-width: 767px)');
  const shown = usePastControls(controls, phone);
  if (!shown) return null;
  const sizeId = `sticky-size-${productId}`;
  return (
    <aside
      aria-label={messages.shop.quickPurchase(title)}
      data-testid="sticky-purchase-bar"
      className="sticky-purchase fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-3 pt-2.5 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="flex items-start gap-2">
        <div className="shrink-0">
          <label htmlFor={sizeId} className="sr-only">
            {messages.shop.size}
          </label>
          <select
            id={sizeId}
            value={selection.size ?? ''}
            onChange={(event) => selection.chooseSize(event.target.value as Size)}
            className="h-11 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold"
          >
            {!selection.size && <option value="">{messages.shop.size}</option>}
            {selection.options.map((option) => (
              <option key={option.size} value={option.size} disabled={option.quantity <= 0}>
                {option.quantity <= 0 ? messages.shop.sizeSoldOut(sizeLabel(option.size)) : sizeLabel(option.size)}
              </option>
            ))}
          </select>
        </div>
        <AddToCartButton
          productId={productId}
          size={selection.size}
          quantity={selection.quantity}
          disabled={selection.busy}
          alreadyInCart={selection.appliedToCart}
        />
      </div>
    </aside>
  );
}
