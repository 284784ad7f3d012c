import { messages } from '../shared/messages';
import type { Permission } from '../shared/roles';
import { paths } from './paths';

const t = messages.adminShell;

/** The admin shell draws each link with one of these line icons (admin/shell/admin-icons.tsx). */
export type AdminIconName = 'summary' | 'calendar' | 'alert' | 'folder' | 'tag' | 'box' | 'shield' | 'settings' | 'cash' | 'people' | 'history';

export type AdminLink = {
  to: string;
  label: string;
  short: string;
  icon: AdminIconName;
  /** The phones' bottom bar puts the screens with a rank first, lowest first (the desk's daily ones). */
  barRank?: number;
  /** What the screen's calls need (src/shared/roles.ts): the shell shows it only to roles that have it. */
  permission: Permission;
  /** Only in the admin shell: the storefront's Dashboard menu keeps the spec's six links. */
  shellOnly?: true;
};

/**
 * The one list of the back office's screens: the admin sidebar, the phones' bottom bar, the
 * storefront's Dashboard menu and its phone menu are all drawn from it. A new admin screen is
 * one more line here (`short` is its label in the phones' bottom bar; the first entries a
 * role may use sit on the bar, the rest in its "More" menu).
 */
export const adminLinks: readonly AdminLink[] = [
  { to: paths.dashboard, label: t.salesSummary, short: t.salesSummaryShort, icon: 'summary', permission: 'figures', barRank: 3 },
  { to: paths.salesByDateRange, label: t.salesByDate, short: t.salesByDateShort, icon: 'calendar', permission: 'figures' },
  { to: paths.lowStockProducts, label: t.lowStock, short: t.lowStockShort, icon: 'alert', permission: 'stock', barRank: 4 },
  { to: paths.categoryManagement, label: t.categories, short: t.categoriesShort, icon: 'folder', permission: 'catalogue.edit' },
  { to: paths.productManagement, label: t.products, short: t.productsShort, icon: 'tag', permission: 'catalogue.edit', barRank: 2 },
  { to: paths.ordersManagement, label: t.orders, short: t.ordersShort, icon: 'box', permission: 'orders', barRank: 1 },
  { to: paths.blocklist, label: messages.blocklist.navLabel, short: messages.blocklist.navShort, icon: 'shield', permission: 'blocklist', shellOnly: true },
  { to: paths.returnsManagement, label: messages.returns.admin.nav, short: messages.returns.admin.navShort, icon: 'box', permission: 'returns', shellOnly: true },
  { to: paths.courierCash, label: messages.courierCash.navLabel, short: messages.courierCash.navShort, icon: 'cash', permission: 'figures', shellOnly: true },
  // Promotions (issue 38): owners and managers (their routes declare no permission of their own).
  { to: paths.promoCodes, label: messages.promotions.admin.nav, short: messages.promotions.admin.nav, icon: 'tag', permission: 'manage', shellOnly: true },
  { to: paths.abandonedCarts, label: messages.promotions.abandoned.nav, short: messages.promotions.abandoned.nav, icon: 'alert', permission: 'manage', shellOnly: true },
  { to: paths.productFeeds, label: messages.promotions.feeds.nav, short: messages.promotions.feeds.nav, icon: 'folder', permission: 'manage', shellOnly: true },
  { to: paths.shopSettings, label: t.shopSettings, short: t.shopSettingsShort, icon: 'settings', permission: 'settings', shellOnly: true },
  { to: paths.team, label: messages.team.nav.team, short: messages.team.nav.teamShort, icon: 'people', permission: 'team', shellOnly: true },
  { to: paths.audit, label: messages.team.nav.audit, short: messages.team.nav.auditShort, icon: 'history', permission: 'audit', shellOnly: true },
];

/**
 * How many links the phones' bottom bar holds before the rest go to its "More" sheet: four and
 * the More button are five targets of 78 px on a 390 px phone, each with a whole short label.
 */
export const BAR_SLOTS = 4;

/** The phones' bar and its More sheet for these links (those a role may use): ranked ones first; all on the bar when one slot more would hold them. */
export function bottomBarLinks(links: readonly AdminLink[]): { onBar: AdminLink[]; inMore: AdminLink[] } {
  const ranked = [...links].sort((a, b) => (a.barRank ?? Infinity) - (b.barRank ?? Infinity));
  if (ranked.length <= BAR_SLOTS + 1) return { onBar: ranked, inMore: [] };
  const onBar = ranked.slice(0, BAR_SLOTS);
  return { onBar, inMore: links.filter((link) => !onBar.includes(link)) };
}

/** The spec's six, for the storefront's Dashboard menu and phone menu. */
export const storefrontAdminLinks = adminLinks.filter((link) => !link.shellOnly);
