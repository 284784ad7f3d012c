import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminLinks } from '../../admin-links';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageLoading } from '../../components/layout/layout';
import { ScrollToTop } from '../../lib/scroll-to-top';
import { paths } from '../../paths';
import { AdminIcon, BackIcon } from './admin-icons';

const t = messages.adminShell;

// An admin screen is the page it shows, not the storefront's: no promo or welcome banner, no
// offer popup, no chat button, nothing floating over a table or a status control. Desktops get
// a sidebar; phones a slim top bar (back to the shop) and a bottom bar within thumb reach
// (nine links of 43 px fit a 390 px phone without scrolling the bar; a tenth would scroll it).

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-ink text-white' : 'text-gray-700 hover:bg-gray-100 hover:text-ink'
  }`;

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-w-10 flex-1 flex-col items-center gap-0.5 px-1 pt-2 pb-1.5 text-[11px] leading-tight font-medium ${
    isActive ? 'text-ink' : 'text-gray-600'
  }`;

/** The frame of every admin screen: sidebar on desktop, bottom bar on phones. */
export function Component() {
  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {messages.layout.skipToContent}
      </a>

      <aside className="fixed inset-y-0 start-0 z-30 hidden w-60 flex-col border-e border-gray-200 bg-white md:flex">
        <Brand />
        <nav aria-label={t.nav} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {adminLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={sideLinkClass}>
                  <AdminIcon name={link.icon} />
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="mx-3 flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink" />
        <Link to={paths.home} className="m-3 mt-0 flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink">
          <BackIcon />
          {t.backToShop}
        </Link>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-gray-200 bg-white pe-2 md:hidden">
        <Brand />
        <div className="flex items-center">
          <LanguageSwitch className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-gray-700 hover:bg-gray-100" />
          <Link to={paths.home} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-gray-700 hover:bg-gray-100">
            <BackIcon width={18} height={18} />
            {t.backToShop}
          </Link>
        </div>
      </header>

      {/* The bottom padding keeps the end of every page clear of the phones' bottom bar. */}
      <main id="main" tabIndex={-1} className="min-h-svh pb-24 focus:outline-none md:ps-60 md:pb-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>

      <nav aria-label={t.nav} className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
        <ul className="flex overflow-x-auto">
          {adminLinks.map((link) => (
            <li key={link.to} className="flex min-w-10 flex-1">
              <NavLink to={link.to} aria-label={link.label} className={barLinkClass}>
                {({ isActive }) => (
                  <>
                    <span className={`rounded-full px-3 py-0.5 ${isActive ? 'bg-ink text-white' : ''}`}>
                      <AdminIcon name={link.icon} width={20} height={20} />
                    </span>
                    <span aria-hidden="true" className="max-w-full truncate">
                      {link.short}
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ScrollToTop />
    </div>
  );
}

function Brand() {
  return (
    <Link to={paths.dashboard} className="flex h-14 items-center gap-2 px-5 md:h-16">
      <span className="font-serif text-xl font-semibold tracking-[0.2em] text-ink uppercase">{messages.layout.shopName}</span>
      <span className="rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-widest text-gray-600 uppercase">{t.title}</span>
    </Link>
  );
}
