import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { getOrCreateGuestId } from './lib/guest-id';
import { queryClient } from './lib/query-client';
import { SessionProvider } from './lib/session';
import { createRouter } from './router';
import './styles.css';

getOrCreateGuestId();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
