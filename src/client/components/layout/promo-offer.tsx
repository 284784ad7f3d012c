import { lazy, Suspense, useEffect, useState } from 'react';
import { safeStorage, storageKeys } from '../../lib/storage-keys';
import { useWelcomeBannerShowing } from '../../lib/welcome-banner-state';
import { whenPageIsIdle } from '../../lib/when-idle';

/** The spec's delay before the first-visit offer appears. */
export const PROMO_DELAY_MS = 1000;

// The dialog code stays out of the entry bundle. It is fetched once the page has loaded and
// the browser is idle, so it never competes with the first paint and is usually ready at 1 s.
const loadPromoPopup = () => import('./promo-popup');
const PromoPopup = lazy(() => loadPromoPopup().then((module) => ({ default: module.PromoPopup })));

/**
 * Shows the welcome-code popup once, 1 s into the first visit (the flag is stored when it
 * shows). When the home page's welcome banner is still up at that moment, the popup waits
 * until the banner has gone (3 s into the visit): the two never stack.
 */
export function PromoOffer() {
  const [due, setDue] = useState(false);
  const bannerShowing = useWelcomeBannerShowing();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (safeStorage.get(storageKeys.offerPopupSeen)) return;
    const cancelPrefetch = whenPageIsIdle(() => void loadPromoPopup());
    const timer = window.setTimeout(() => setDue(true), PROMO_DELAY_MS);
    return () => {
      cancelPrefetch();
      window.clearTimeout(timer);
    };
  }, []);

  if (!due || bannerShowing) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
