import { messages } from '../../../shared/messages';
import { paths } from '../../paths';

const t = messages.layout;

export type NavItem = { to: string; label: string };

/** The header's page links, in the spec's order; Orders only for signed-in shoppers. */
export const headerLinks = (isSignedIn: boolean): NavItem[] => [
  { to: paths.home, label: t.home },
  { to: paths.collections, label: t.shopAll },
  { to: paths.allCategories, label: t.categories },
  ...(isSignedIn ? [{ to: paths.myOrders, label: t.orders }] : []),
  { to: paths.contact, label: t.contact },
];

/** The spec's eight footer links, grouped as shoppers look for them. */
export const footerLinkGroups: Array<{ heading: string; links: NavItem[] }> = [
  {
    heading: t.shopHeading,
    links: [
      { to: paths.home, label: t.home },
      { to: paths.allCategories, label: t.categories },
      { to: paths.collections, label: t.shopAll },
      { to: paths.cart, label: t.cart },
    ],
  },
  {
    heading: t.helpHeading,
    links: [
      { to: paths.returns, label: t.returns },
      { to: paths.shipping, label: t.shipping },
      { to: paths.faq, label: t.faq },
      { to: paths.policy, label: t.policy },
    ],
  },
];
