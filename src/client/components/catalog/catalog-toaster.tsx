import { lazy, Suspense } from 'react';
import { messages } from '../../../shared/messages';

/** The Toaster that catalogue toasts go to, so another page's Toaster never shows them twice. */
export const CATALOG_TOASTER_ID = 'catalog';
export const ADDED_TOAST_MS = 2500;

// sonner loads after the page has painted: a toast can only follow a click, by which time it is there.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function CatalogToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster id={CATALOG_TOASTER_ID} position="top-center" richColors />
    </Suspense>
  );
}

export function showAddedToCartToast(): void {
  void import('sonner').then(({ toast }) =>
    toast.success(messages.shop.addedToCart, { duration: ADDED_TOAST_MS, toasterId: CATALOG_TOASTER_ID }),
  );
}
