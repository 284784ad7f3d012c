import { categoryName, productDescription, productTitle } from './catalogue-text';
import { messages, type Messages } from './messages';

/**
 * The title and description of each page a shopper lands on from outside: one text for the
 * tab the client names (src/client/lib/document-title.ts) and for the head the server sends
 * link previews and search engines (src/server/plugins/storefront-page-head.ts), which do not
 * run the page's JavaScript. In the language of `texts`: the page's own on the client.
 */
export type PageMeta = { title: string; description: string };

/** A search result's description is at most this long (longer ones are cut by the engines). */
const DESCRIPTION_MAX = 155;

export const pageMeta = (texts: Messages = messages) =>
  ({
    home: { title: texts.shop.heroTitle, description: texts.pageMeta.home },
    collections: { title: texts.shop.summerCollection, description: texts.pageMeta.collections },
    allCategories: { title: texts.shop.ourCategories, description: texts.pageMeta.allCategories },
    cart: { title: texts.cart.title, description: texts.pageMeta.cart },
    search: (q: string): PageMeta => ({ title: texts.productList.searchTitle(q), description: texts.pageMeta.search }),
    category: (category: { name: string; nameAr?: string | null; productCount: number }): PageMeta => ({
      title: categoryName(category, texts),
      description: texts.pageMeta.category(categoryName(category, texts), texts.shop.pieces(category.productCount)),
    }),
    product: (product: { title: string; titleAr?: string | null; description: string; descriptionAr?: string | null }): PageMeta => ({
      title: productTitle(product, texts),
      description: (productDescription(product, texts) || productTitle(product, texts)).slice(0, DESCRIPTION_MAX),
    }),
  }) as const;

/** The title a browser tab and a link preview show: the page's, then the shop's name. */
export const fullTitle = (title: string, shopName: string): string => (title ? `${title} | ${shopName}` : shopName);
