import { lazy, Suspense, useEffect, useState } from 'react';
import { safeStorage, storageKeys } from '../../lib/storage-keys';
import { whenPageIsIdle } from '../../lib/when-idle';

/** The spec's delay before the first-visit offer appears. */
export const PROMO_DELAY_MS = 1000;

// The dialog code stays out of the entry bundle. It is fetched once the page has loaded and
// the browser is idle, so it never competes with the first paint and is usually ready at 1 s.
const loadPromoPopup = () => import('./promo-popup');
const PromoPopup = lazy(() => loadPromoPopup().then((module) => ({ default: module.PromoPopup })));

/** Shows the welcome-code popup once, 1 s into the first visit (the flag is stored when it shows). */
export function PromoOffer() {
  const [due, setDue] = useState(false);
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

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
