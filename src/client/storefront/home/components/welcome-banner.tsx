import { useEffect, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { setWelcomeBannerShowing } from '../../../lib/welcome-banner-state';

export const WELCOME_BANNER_MS = 3000;

/** Shown for 3 s on the very first visit; the stored flag keeps it from coming back. */
export function WelcomeBanner() {
  const [visible, setVisible] = useState(() => !safeStorage.get(storageKeys.visitedSlider));

  useEffect(() => {
    if (!visible) return;
    safeStorage.set(storageKeys.visitedSlider, 'true');
    // The offer popup waits while this is on screen (it would stack on it on a phone).
    setWelcomeBannerShowing(true);
    const timer = window.setTimeout(() => setVisible(false), WELCOME_BANNER_MS);
    return () => {
      window.clearTimeout(timer);
      setWelcomeBannerShowing(false);
    };
  }, [visible]);

  if (!visible) return null;
  // Fixed over the page, so showing and hiding it never moves the content (no layout shift).
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4">
      <p className="rounded-full bg-ink px-5 py-2.5 text-center text-sm font-semibold text-white shadow-lg">{messages.shop.welcome}</p>
    </div>
  );
}
