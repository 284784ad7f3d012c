import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { storefrontAdminLinks } from '../../admin-links';
import { useAllowedAdminLinks } from '../../lib/staff-permissions';
import { ChevronDownIcon } from './icons';

/** The admins' Dashboard menu (loaded only for admins): arrow keys, Escape and focus come from Radix. */
export function DashboardMenu() {
  // A member of the team sees the screens of their role only (src/shared/roles.ts).
  const links = useAllowedAdminLinks(storefrontAdminLinks);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-4 py-2 text-sm font-medium text-ink hover:border-ink data-[state=open]:border-ink">
        {messages.layout.dashboard}
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-ink"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
