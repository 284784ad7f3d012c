import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { getOrCreateGuestId } from './lib/guest-id';
import { queryClient } from './lib/query-client';
import { SessionProvider } from './lib/session';
import { AppRoutes, preloadLandingPage } from './router';
import './styles.css';

getOrCreateGuestId();

// The landing page's chunk first (already on its way through modulepreload), so the first
// render paints the page itself rather than a loading line that the page then replaces.
void preloadLandingPage(window.location.pathname).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
