import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { storefrontAdminLinks } from '../../admin-links';
import { useAllowedAdminLinks } from '../../lib/staff-permissions';
import { paths } from '../../paths';
import { CloseIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import type { NavItem } from './nav-links';

const t = messages.layout;

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavItem[];
  cartCount: number;
  isAdmin: boolean;
  /** The menu button: the dialog has no Radix trigger, so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-gray-100 ${
    isActive ? 'bg-gray-100 text-ink' : 'text-gray-700'
  }`;

/** The slide-in menu for phones: Radix Dialog traps focus, closes on Escape and outside taps. */
export function MobileMenu({ open, onOpenChange, links, cartCount, isAdmin, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=closed]:animate-[fade-out_200ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="menu-panel fixed inset-y-0 start-0 z-50 flex w-[86%] max-w-xs flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-14 items-center justify-between border-b border-gray-200 ps-5 pe-2">
            <Dialog.Title className="font-serif text-xl font-semibold tracking-[0.2em] uppercase">{t.menuTitle}</Dialog.Title>
            <Dialog.Close aria-label={t.closeMenu} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t.tagline}</Dialog.Description>
          <nav aria-label={t.menuTitle} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={close} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={paths.profile} onClick={close} className={linkClass}>
                  {t.profile}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.cart} onClick={close} aria-label={t.cartWithCount(cartCount)} className={linkClass}>
                  {t.cart}
                  <span aria-hidden="true" className="min-w-6 rounded-full bg-ink px-2 py-0.5 text-center text-xs font-bold text-white tabular-nums">
                    {cartCount}
                  </span>
                </NavLink>
              </li>
            </ul>
            {isAdmin && (
              <section aria-labelledby="mobile-dashboard-heading" className="mt-6 border-t border-gray-200 pt-4">
                <h2 id="mobile-dashboard-heading" className="px-3 pb-2 text-xs font-semibold tracking-widest text-gray-600 uppercase">
                  {t.dashboard}
                </h2>
                <AdminMenuLinks close={close} />
              </section>
            )}
          </nav>
          <div className="flex items-center justify-between gap-3 border-t border-gray-200 py-2 ps-5 pe-3">
            <p className="text-xs text-gray-600">{t.cashOnDelivery}</p>
            <LanguageSwitch className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-gray-100" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The admin screens of the menu, those of the signed-in member's role (src/shared/roles.ts). */
function AdminMenuLinks({ close }: { close: () => void }) {
  const links = useAllowedAdminLinks(storefrontAdminLinks);
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={close} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
