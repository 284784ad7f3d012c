import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { whenPageIsIdle } from '../../lib/when-idle';

/** The Toaster that catalogue toasts go to, so another page's Toaster never shows them twice. */
export const CATALOG_TOASTER_ID = 'catalog';
export const ADDED_TOAST_MS = 2500;

// sonner loads once the page is idle (it is not needed for the first paint: a toast can only
// follow a tap), or at once when a toast is wanted earlier.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// A sonner Toaster shows only toasts raised after it mounted: a toast waits for `mounted`.
let wanted = false;
const onWanted = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  onWanted.forEach((show) => show());
}

export function CatalogToaster() {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    onWanted.add(show);
    const cancel = whenPageIsIdle(wantToaster);
    return () => {
      onWanted.delete(show);
      cancel();
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster id={CATALOG_TOASTER_ID} position="top-center" richColors containerAriaLabel={messages.screenReader.notifications} />
      <MountedSignal />
    </Suspense>
  );
}

/** Its effect runs after the Toaster's own (siblings' effects run in order), so sonner is listening. */
function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

export function showAddedToCartToast(): void {
  wantToaster();
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) =>
    toast.success(messages.shop.addedToCart, { duration: ADDED_TOAST_MS, toasterId: CATALOG_TOASTER_ID }),
  );
}
