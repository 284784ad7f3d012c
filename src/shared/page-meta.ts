import { messages } from './messages';

/**
 * The title and description of each page a shopper lands on from outside: one text for the
 * tab the client names (src/client/lib/document-title.ts) and for the head the server sends
 * link previews and search engines (src/server/plugins/storefront-page-head.ts), which do not
 * run the page's JavaScript.
 */
export type PageMeta = { title: string; description: string };

/** A search result's description is at most this long (longer ones are cut by the engines). */
const DESCRIPTION_MAX = 155;

export const pageMeta = {
  home: {
    title: messages.shop.heroTitle,
    description: 'Summer clothing for Egypt: dresses, shirts and swimwear. Free shipping above 1350 LE, cash on delivery.',
  },
  collections: {
    title: messages.shop.summerCollection,
    description: 'Shop the whole summer collection: dresses, shirts and essentials, cash on delivery across Egypt.',
  },
  allCategories: {
    title: messages.shop.ourCategories,
    description: 'Browse every category of the shop: summer styles, colours and everyday essentials.',
  },
  cart: { title: messages.cart.title, description: 'Your shopping cart' },
  search: (q: string): PageMeta => ({
    title: messages.productList.searchTitle(q),
    description: 'Search the shop by name, colour or style, with sizes, prices and stock.',
  }),
  category: (category: { name: string; productCount: number }): PageMeta => ({
    title: category.name,
    description: `Shop ${category.name}: ${messages.shop.pieces(category.productCount)}, cash on delivery across Egypt.`,
  }),
  product: (product: { title: string; description: string }): PageMeta => ({
    title: product.title,
    description: (product.description || product.title).slice(0, DESCRIPTION_MAX),
  }),
} as const;

/** The title a browser tab and a link preview show: the page's, then the shop's name. */
export const fullTitle = (title: string, shopName: string): string => (title ? `${title} | ${shopName}` : shopName);
