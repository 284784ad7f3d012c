import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminLinks } from '../../admin-links';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageLoading } from '../../components/layout/layout';
import { ScrollToTop } from '../../lib/scroll-to-top';
import { paths } from '../../paths';
import { useStaffPermissions } from '../../lib/staff-permissions';
import { BackIcon } from './admin-icons';
import { BottomBar, SideNav } from './admin-nav';

const t = messages.adminShell;

// An admin screen is the page it shows, not the storefront's: no promo or welcome banner, no
// offer popup, no chat button, nothing floating over a table or a status control. Desktops get
// a sidebar; phones a slim top bar (back to the shop) and a bottom bar within thumb reach:
// the first screens and a "More" sheet for the rest, however many screens the shop grows.
// Each role sees only the screens it may use (src/shared/roles.ts); the server refuses the rest.

/** The frame of every admin screen: sidebar on desktop, bottom bar on phones. */
export function Component() {
  const { may, loaded } = useStaffPermissions();
  const { pathname } = useLocation();
  // Until the role is known (one small call), no links: none flashes up that the role may not use.
  const links = loaded ? adminLinks.filter((link) => may(link.permission)) : [];
  const here = adminLinks.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  const refused = loaded && here !== undefined && !may(here.permission);
  return (
    <div data-admin-shell className="min-h-screen bg-gray-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {messages.layout.skipToContent}
      </a>

      <aside className="fixed inset-y-0 start-0 z-30 hidden w-60 flex-col border-e border-gray-200 bg-white md:flex">
        <Brand home={links[0]?.to} />
        <nav aria-label={t.nav} className="flex-1 overflow-y-auto px-3 py-2">
          <SideNav links={links} />
        </nav>
        {/* The line tells the links (which scroll on a short screen) from the footer that stays. */}
        <div className="border-t border-gray-200" />
        <LanguageSwitch className="mx-3 mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink" />
        <Link to={paths.home} className="m-3 mt-0 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink">
          <BackIcon />
          {t.backToShop}
        </Link>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-gray-200 bg-white pe-2 md:hidden">
        <Brand home={links[0]?.to} padding="ps-3 pe-1" />
        <div className="flex shrink-0 items-center">
          <LanguageSwitch className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100" />
          <Link to={paths.home} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100">
            <BackIcon width={18} height={18} />
            {t.backToShop}
          </Link>
        </div>
      </header>

      {/* The bottom padding keeps the end of every page clear of the phones' bottom bar. */}
      <main id="main" tabIndex={-1} className="min-h-svh pb-24 focus:outline-none md:ps-60 md:pb-0">
        {refused ? (
          <div role="alert" className="mx-auto max-w-xl px-4 py-12 text-center">
            <p className="text-lg font-semibold">{messages.team.api.roleNotAllowed}</p>
            {links[0] && (
              <Link to={links[0].to} className="mt-4 inline-block rounded-lg bg-ink px-4 py-2 font-medium text-white">
                {links[0].label}
              </Link>
            )}
          </div>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>

      <BottomBar links={links} />
      <ScrollToTop />
    </div>
  );
}

/** `padding`: the phones' top bar gives the brand less room, so the two links beside it fit in Arabic too. */
function Brand({ home = paths.dashboard, padding = 'px-5' }: { home?: string; padding?: string }) {
  return (
    <Link to={home} className={`flex h-14 min-w-0 items-center gap-2 overflow-hidden ${padding}`}>
      <span className="font-serif text-xl font-semibold tracking-[0.2em] text-ink uppercase">{messages.layout.shopName}</span>
      <span className="rounded bg-gray-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-widest text-gray-600 uppercase">{t.title}</span>
    </Link>
  );
}
