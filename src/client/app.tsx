import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { routerBasename, splitLanguagePath, type Language } from '../shared/language';
import { getOrCreateGuestId } from './lib/guest-id';
import { queryClient } from './lib/query-client';
import { SessionProvider } from './lib/session';
import { AppRoutes, preloadLandingPage } from './router';

/** Renders the shop in the page's language: its routes are the spec's paths, under /ar in Arabic. */
export function startApp(language: Language): void {
  getOrCreateGuestId();
  // The landing page's chunk first (already on its way through modulepreload), so the first
  // render paints the page itself rather than a loading line that the page then replaces.
  void preloadLandingPage(splitLanguagePath(window.location.pathname).path).then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <BrowserRouter basename={routerBasename(language)}>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
