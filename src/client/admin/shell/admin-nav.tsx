import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { bottomBarLinks, type AdminLink } from '../../admin-links';
import { AdminIcon } from './admin-icons';

const t = messages.adminShell;
const more = messages.team.nav;


const linkColours = (isActive: boolean) => (isActive ? 'bg-ink text-white' : 'text-gray-700 hover:bg-gray-100 hover:text-ink');

// The sidebar's rows are 40 px (a mouse's target), so all fifteen screens and the footer fit a
// 1280x800 laptop without scrolling; the phones' sheet keeps rows of 44 px for a thumb.
const sideLinkClass = ({ isActive }: { isActive: boolean }) => `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${linkColours(isActive)}`;
const sheetLinkClass = ({ isActive }: { isActive: boolean }) => `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${linkColours(isActive)}`;

const barItemClass = (isActive: boolean) =>
  `flex min-h-14 w-full flex-col items-center gap-0.5 px-1 pt-2 pb-1.5 text-[11px] leading-tight font-medium ${isActive ? 'text-ink' : 'text-gray-600'}`;

function BarIcon({ name, active }: { name: AdminLink['icon'] | 'more'; active: boolean }) {
  return (
    <span className={`rounded-full px-3 py-0.5 ${active ? 'bg-ink text-white' : ''}`}>
      <AdminIcon name={name} width={20} height={20} />
    </span>
  );
}

/** The desktop sidebar's links: every screen the role may use. */
export function SideNav({ links }: { links: readonly AdminLink[] }) {
  return (
    <ul className="space-y-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={sideLinkClass}>
            <AdminIcon name={link.icon} />
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The phones' bottom bar: the first screens, then "More" opening the others in a sheet (Radix: focus trap, Escape, focus return). */
export function BottomBar({ links }: { links: readonly AdminLink[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { onBar, inMore } = bottomBarLinks(links);
  const moreActive = inMore.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <nav aria-label={t.nav} className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="flex">
        {onBar.map((link) => (
          <li key={link.to} className="flex min-w-0 flex-1">
            <NavLink to={link.to} aria-label={link.label} className={({ isActive }) => barItemClass(isActive)}>
              {({ isActive }) => (
                <>
                  <BarIcon name={link.icon} active={isActive} />
                  <span aria-hidden="true" className="max-w-full truncate">
                    {link.short}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
        {inMore.length > 0 && (
          <li className="flex min-w-0 flex-1">
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Trigger aria-label={more.moreLabel} className={barItemClass(moreActive)}>
                <BarIcon name="more" active={moreActive} />
                <span aria-hidden="true" className="max-w-full truncate">
                  {more.more}
                </span>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
                <Dialog.Content
                  aria-describedby={undefined}
                  className="fixed inset-x-0 bottom-0 z-50 max-h-[80svh] overflow-y-auto rounded-t-2xl bg-white p-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] shadow-2xl md:hidden"
                >
                  <div className="flex items-center justify-between gap-2">
                    <Dialog.Title className="px-3 text-base font-semibold">{more.moreLabel}</Dialog.Title>
                    {/* A screen reader on a phone has no Escape key and no overlay to tap. */}
                    <Dialog.Close aria-label={messages.layout.close} className="inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100">
                      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                        <path d="M6 6l12 12M18 6L6 18" />
                      </svg>
                    </Dialog.Close>
                  </div>
                  <ul className="grid grid-cols-1 gap-1">
                    {inMore.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} onClick={() => setOpen(false)} className={sheetLinkClass}>
                          <AdminIcon name={link.icon} />
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </li>
        )}
      </ul>
    </nav>
  );
}
