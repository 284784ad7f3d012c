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
 * A few waiting components per task: a page of pictures shown in one go would be one long
 * task, during which a tap would wait; in small batches the browser can answer in between.
 */
const BATCH = 4;
function showInBatches(): void {
  const batch = [...onPageIdle].slice(0, BATCH);
  for (const show of batch) {
    onPageIdle.delete(show);
    show();
  }
  if (onPageIdle.size > 0) setTimeout(showInBatches, 0);
}

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
        showInBatches();
      });
    }
    return () => void onPageIdle.delete(show);
  }, [idle]);
  return idle;
}
