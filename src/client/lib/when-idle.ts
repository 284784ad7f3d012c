import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle (at most 2 s after the load),
 * for work that must not compete with the first paint: code and pictures a shopper needs only
 * after a tap. Returns a cancel function for effects' clean-up.
 */
export function whenPageIsIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    // Safari before 18 has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else setTimeout(() => !cancelled && task(), 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

// Once the page has been idle, it stays so: later renders (another page, a re-render) show
// deferred content at once instead of waiting again.
let pageIdle = false;
const onPageIdle = new Set<() => void>();
let waiting = false;

/**
 * False until the page has loaded and the browser has been idle once, then true for good.
 * For content below the first paint's priority (pictures other than the first ones, the home
 * page's slider): on a slow network it would otherwise share the bandwidth with the picture
 * that is the page's largest paint.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(pageIdle);
  useEffect(() => {
    if (idle) return;
    const show = () => setIdle(true);
    onPageIdle.add(show);
    if (!waiting) {
      waiting = true;
      whenPageIsIdle(() => {
        pageIdle = true;
        onPageIdle.forEach((listener) => listener());
        onPageIdle.clear();
      });
    }
    return () => void onPageIdle.delete(show);
  }, [idle]);
  return idle;
}
