declare global {
  interface Window {
    /** Requests started by the server's inline script in index.html, by URL (see src/server/plugins/storefront-html.ts). */
    __earlyData?: Record<string, Promise<Response | undefined> | undefined>;
  }
}

/**
 * The response to a request index.html started before the app loaded, taken at most once (a
 * body can be read once; later reads go to the network and TanStack Query's cache). Undefined
 * when there is none, so the caller fetches as usual; a failed early request also yields
 * undefined.
 */
export function takeEarlyResponse(url: string): Promise<Response | undefined> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyData;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}
