import { lazy, Suspense, useEffect, useState } from 'react';
import { safeStorage, storageKeys } from '../../lib/storage-keys';

/** The spec's delay before the first-visit offer appears. */
export const PROMO_DELAY_MS = 1000;

// The dialog code is fetched only when the offer is due, so it never competes with the first paint.
const PromoPopup = lazy(() => import('./promo-popup').then((module) => ({ default: module.PromoPopup })));

/** Shows the welcome-code popup once, 1 s into the first visit (the flag is stored when it shows). */
export function PromoOffer() {
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (safeStorage.get(storageKeys.offerPopupSeen)) return;
    const timer = window.setTimeout(() => setDue(true), PROMO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
