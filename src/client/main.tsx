import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { getOrCreateGuestId } from './lib/guest-id';
import { queryClient } from './lib/query-client';
import { SessionProvider } from './lib/session';
import { AppRoutes } from './router';
import './styles.css';

getOrCreateGuestId();

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
