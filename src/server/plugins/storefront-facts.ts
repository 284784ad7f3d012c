import { isUuid } from '../modules/catalogue';
import { countProductsInCategory, findCategory, findProduct, newestProduct, type CategoryRecord, type ProductRecord } from '../modules/catalogue';
import { readSettings } from '../modules/shop-settings';
import type { Language } from '../../shared/language';
import { messagesFor } from '../../shared/messages';
import type { AppDeps } from '../types';

/** How long a fact is kept without an event saying it changed (public-cache: two 2 s TTLs, rounded up). */
const TTL_MS = 5000;
const MAX_ENTRIES = 1000;

export type CategoryFacts = CategoryRecord & { productCount: number };

/**
 * What the server reads to write a storefront page's head (its first picture, its title and
 * link preview), read-only through the repositories and kept a few seconds: a stale answer
 * costs a picture fetched for nothing or a preview a few seconds old, never a wrong page,
 * since the page itself renders from the API. Bounded, so a crawler walking random ids cannot
 * grow it.
 */
export type StorefrontFacts = {
  product: (id: string) => Promise<ProductRecord | undefined>;
  category: (id: string) => Promise<CategoryFacts | undefined>;
  /** The first card of a default list (newest first): of one category, or of the whole catalogue. */
  newestProduct: (categoryId?: string) => Promise<ProductRecord | undefined>;
  /** The shop's name from its settings, or the language's word for a shop when none is set. */
  shopName: (language?: Language) => Promise<string>;
};

export function storefrontFacts({ db, events }: Pick<AppDeps, 'db' | 'events'>): StorefrontFacts {
  const remembered = new Map<string, { until: number; value: Promise<unknown> }>();
  // Dropped when any process changes the catalogue or the settings; the TTL is the fallback
  // for a change whose announcement was lost.
  events.on((event) => {
    if (event.kind !== 'token-revoked') remembered.clear();
  });

  function remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = remembered.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (remembered.size >= MAX_ENTRIES) remembered.clear();
    const value = read();
    remembered.set(key, { until: now + TTL_MS, value });
    // A failed read is not kept: the next page asks again.
    value.catch(() => remembered.delete(key));
    return value;
  }

  return {
    product: (id) => (isUuid(id) ? remember(`product:${id}`, () => findProduct(db, id)) : Promise.resolve(undefined)),
    category: (id) =>
      isUuid(id)
        ? remember(`category:${id}`, async () => {
            const category = await findCategory(db, id);
            return category && { ...category, productCount: await countProductsInCategory(db, id) };
          })
        : Promise.resolve(undefined),
    newestProduct: (categoryId) => {
      if (categoryId !== undefined && !isUuid(categoryId)) return Promise.resolve(undefined);
      return remember(`newest:${categoryId ?? ''}`, () => newestProduct(db, categoryId));
    },
    // One read of the settings for both languages; only the word used when no name is set differs.
    shopName: async (language = 'en') =>
      (await remember('shop-name', async () => (await readSettings(db)).shopName)) ?? (await messagesFor(language)).shopSettings.fallbackShopName,
  };
}
