import { messages } from '../shared/messages';
import { paths } from './paths';

const t = messages.adminShell;

/** The admin shell draws each link with one of these line icons (admin/shell/admin-icons.tsx). */
export type AdminIconName = 'summary' | 'calendar' | 'alert' | 'folder' | 'tag' | 'box' | 'shield' | 'settings' | 'cash';

export type AdminLink = {
  to: string;
  label: string;
  short: string;
  icon: AdminIconName;
  /** Only in the admin shell: the storefront's Dashboard menu keeps the spec's six links. */
  shellOnly?: true;
};

/**
 * The one list of the back office's screens: the admin sidebar, the phones' bottom bar, the
 * storefront's Dashboard menu and its phone menu are all drawn from it. A new admin screen is
 * one more line here (`short` is its label in the phones' bottom bar).
 */
export const adminLinks: readonly AdminLink[] = [
  { to: paths.dashboard, label: t.salesSummary, short: t.salesSummaryShort, icon: 'summary' },
  { to: paths.salesByDateRange, label: t.salesByDate, short: t.salesByDateShort, icon: 'calendar' },
  { to: paths.lowStockProducts, label: t.lowStock, short: t.lowStockShort, icon: 'alert' },
  { to: paths.categoryManagement, label: t.categories, short: t.categoriesShort, icon: 'folder' },
  { to: paths.productManagement, label: t.products, short: t.productsShort, icon: 'tag' },
  { to: paths.ordersManagement, label: t.orders, short: t.ordersShort, icon: 'box' },
  { to: paths.blocklist, label: messages.blocklist.navLabel, short: messages.blocklist.navShort, icon: 'shield', shellOnly: true },
  { to: paths.returnsManagement, label: messages.returns.admin.nav, short: messages.returns.admin.navShort, icon: 'box', shellOnly: true },
  { to: paths.courierCash, label: messages.courierCash.navLabel, short: messages.courierCash.navShort, icon: 'cash', shellOnly: true },
  { to: paths.shopSettings, label: t.shopSettings, short: t.shopSettingsShort, icon: 'settings', shellOnly: true },
];

/** The spec's six, for the storefront's Dashboard menu and phone menu. */
export const storefrontAdminLinks = adminLinks.filter((link) => !link.shellOnly);
