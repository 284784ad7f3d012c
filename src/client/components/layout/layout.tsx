import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '../../lib/scroll-to-top';
import { useRememberPageSeen } from '../../lib/sign-in-return';
import { messages } from '../../../shared/messages';
import { ChatLink } from './chat-link';
import { Footer } from './footer';
import { Header } from './header';
import { PromoOffer } from './promo-offer';

/** The shared frame of every page: fixed header, page body, footer, offer popup and chat link. */
export function Layout() {
  useRememberPageSeen();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {messages.layout.skipToContent}
      </a>
      <Header />
      <PromoOffer />
      {/* tabIndex lets the skip link move focus here, not only the scroll position. */}
      {/* min-h-svh keeps the footer below the fold while a lazy page loads, so nothing shifts. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 pt-[var(--chrome-height)] focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatLink />
      <ScrollToTop />
    </div>
  );
}

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-16 text-gray-600">
      {messages.layout.loading}
    </div>
  );
}
