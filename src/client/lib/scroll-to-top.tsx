import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
// A long list may need a few frames to draw its cards (cached pages render at once, then the
// grid draws beyond its first screen): keep trying to reach the saved position for a while.
const RESTORE_FRAMES = 120;

/**
 * A new page starts at its top, as a shopper expects; Back and Forward return to where the
 * shopper was on that page (a long product list included); in-page #anchors are left alone.
 */
export function ScrollToTop() {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position while the shopper is on it.
  useEffect(() => {
    // A scroll event can arrive after the router moved on (the next page's shorter document
    // clamps the position before this listener is replaced): it belongs to that entry, not this one.
    const save = () => {
      if (((window.history.state as { key?: string } | null)?.key ?? 'default') === key) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved === undefined) {
      // A filter change on the same list (a replaced entry) keeps the shopper where they are.
      if (navigationType !== 'REPLACE') window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let tries = 0;
    let stopped = false;
    const stop = () => (stopped = true);
    const step = () => {
      if (stopped) return;
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && tries++ < RESTORE_FRAMES) frame = window.requestAnimationFrame(step);
    };
    // The shopper's own scrolling wins over the restoring.
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    step();
    return () => {
      stopped = true;
      window.cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry
  }, [key, pathname, search]);
  return null;
}
