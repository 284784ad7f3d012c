import { useEffect, useState } from 'react';

type Options = {
  /** Never hide while the page is scrolled less than this (px): the header belongs at the top. */
  topZone?: number;
  /** Scroll distance (px) in one direction before the header reacts, so jitter does not flicker it. */
  threshold?: number;
};

/**
 * True while the page is being scrolled down (past the top zone); false once it is scrolled
 * up again. A passive listener and one requestAnimationFrame per frame keep scrolling smooth
 * on slow phones: the work is a comparison and, when it changes, one state update.
 */
export function useHideOnScroll({ topZone = 120, threshold = 8 }: Options = {}): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let anchorY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      if (y <= topZone) setHidden(false);
      else if (y - anchorY > threshold) setHidden(true);
      else if (anchorY - y > threshold) setHidden(false);
      // Small moves keep the old anchor so that slow scrolling still adds up to a decision.
      else return;
      anchorY = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [topZone, threshold]);

  return hidden;
}
