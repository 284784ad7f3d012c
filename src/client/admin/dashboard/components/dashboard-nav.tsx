import { NavLink } from 'react-router';
import { messages } from '../../../../shared/messages';
import { dashboardMenuLinks, shopSettingsLink } from '../../../paths';

/** The Dashboard menu's links as tabs on the dashboard screens, so phones reach them too. */
export function DashboardNav() {
  return (
    <nav aria-label={messages.layout.dashboard} className="-mx-4 mb-6 overflow-x-auto px-4">
      <ul className="flex gap-2 whitespace-nowrap">
        {[...dashboardMenuLinks, shopSettingsLink].map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-block rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
                  isActive ? 'border-ink bg-ink text-white' : 'border-gray-300 text-gray-700 hover:border-ink hover:text-ink'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
