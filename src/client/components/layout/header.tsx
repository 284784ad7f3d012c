import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { useCartCount } from '../../lib/cart';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';
import { HeaderSearch } from './header-search';
import { BagIcon, ChevronDownIcon, MenuIcon, UserIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { headerLinks } from './nav-links';
import { ShopMark } from './shop-mark';
import { TopBanner } from './top-banner';
import { useHideOnScroll } from './use-hide-on-scroll';

const t = messages.layout;

// Radix pieces load only when needed: the dropdown only for admins, the menu dialog on the
// first tap of the menu button. Shoppers on a desktop never download either.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const DashboardMenu = lazy(() => import('./dashboard-menu').then((module) => ({ default: module.DashboardMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-sm font-medium tracking-wide transition-colors hover:text-brand-dark after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:origin-center after:bg-ink after:transition-transform ${
    isActive ? 'text-ink after:scale-x-100' : 'text-gray-600 after:scale-x-0 hover:after:scale-x-100'
  }`;

const iconLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-gray-100 ${isActive ? 'text-brand-dark' : 'text-ink'}`;

export function Header() {
  const { isSignedIn, isAdmin } = useSession();
  const cartCount = useCartCount();
  const scrolledAway = useHideOnScroll();
  const [focusInside, setFocusInside] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the route changes (including Back), not only on a link tap.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Keyboard users tabbing into a hidden header must see where focus went.
  const hidden = scrolledAway && !menuOpen && !focusInside;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const links = headerLinks(isSignedIn);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      data-hidden={hidden}
      className={`fixed inset-x-0 top-0 z-40 transition-transform duration-300 ease-out will-change-transform motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      }`}
    >
      <TopBanner />
      <div className="h-14 border-b border-gray-200 bg-white md:h-16">
        <nav aria-label={t.mainNav} className="relative mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:px-4 lg:px-8">
          <button
            ref={menuButton}
            type="button"
            onClick={openMenu}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            aria-label={t.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-gray-100 md:hidden"
          >
            <MenuIcon />
          </button>

          {/* On a phone the name takes the room between the menu button and the icons, never the
              icons' own (a centred name of two words ran under the search icon): it wraps to a
              second line, then ends in an ellipsis. */}
          <Link
            to={paths.home}
            className="line-clamp-2 min-w-0 flex-1 px-1 text-center font-serif text-lg leading-tight font-semibold tracking-[0.08em] break-words text-ink uppercase sm:text-xl sm:tracking-[0.15em] md:me-8 md:line-clamp-none md:max-w-xs md:flex-none md:truncate md:px-0 md:text-start md:text-2xl md:tracking-[0.2em] md:whitespace-nowrap"
          >
            <ShopMark logoClassName="h-9 w-auto max-w-40 object-contain md:h-10" />
          </Link>

          <ul className="hidden items-center gap-7 md:flex">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitch className="me-1 hidden min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink md:inline-flex" />
            <HeaderSearch />
            {isAdmin && (
              <div className="me-2 hidden md:block">
                <Suspense fallback={<DashboardButtonPlaceholder />}>
                  <DashboardMenu />
                </Suspense>
              </div>
            )}
            <NavLink to={paths.profile} aria-label={t.profile} className={iconLinkClass}>
              <UserIcon />
            </NavLink>
            <NavLink to={paths.cart} aria-label={t.cartWithCount(cartCount)} className={iconLinkClass}>
              <BagIcon />
              <span
                data-testid="cart-count"
                aria-hidden="true"
                className={`absolute end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] leading-none font-bold tabular-nums ${
                  cartCount > 0 ? 'bg-brand-dark text-white' : 'bg-gray-200 text-gray-700'
                }`}
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            </NavLink>
          </div>
        </nav>
      </div>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            links={links}
            cartCount={cartCount}
            isAdmin={isAdmin}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}

/** Holds the Dashboard button's place while the admin-only menu code loads. */
function DashboardButtonPlaceholder() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-4 py-2 text-sm font-medium text-gray-500">
      {t.dashboard}
      <ChevronDownIcon width={16} height={16} />
    </span>
  );
}
