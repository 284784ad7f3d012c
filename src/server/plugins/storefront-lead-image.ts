import { isUuid } from '../modules/catalog/catalog.service';
import { findProduct, newestProduct, type ProductRecord } from '../modules/catalog/catalog.repository';
import { srcsetFor } from '../storage/images';
import type { AppDeps } from '../types';
import type { FindLeadImage, LeadImage, LeadPicture } from './storefront-html';

/** As long as the catalogue answers may be stale (public-cache: two 2 s TTLs, rounded up). */
const TTL_MS = 5000;
const MAX_ENTRIES = 1000;

/**
 * Names the picture a storefront page paints largest, read-only through the catalogue's
 * repository, in the order the API lists things (products newest first, gallery pictures by
 * position). Kept a few seconds: a stale answer costs one picture
 * fetched for nothing, never a wrong page, since the page itself renders from the API.
 */
export function leadImageFinder({ db, storage }: Pick<AppDeps, 'db' | 'storage'>): FindLeadImage {
  const remembered = new Map<string, { until: number; image: Promise<LeadImage | undefined> }>();

  const firstPicture = (product: ProductRecord | undefined): LeadImage | undefined => {
    const picture = product?.images.find((image) => image.kind === 'gallery');
    if (!picture) return undefined;
    const url = storage.publicUrl(picture.key);
    return { url, srcset: srcsetFor(url) };
  };

  async function find(lead: LeadPicture): Promise<LeadImage | undefined> {
    if (lead.of === 'product') return isUuid(lead.id) ? firstPicture(await findProduct(db, lead.id)) : undefined;
    // A category page and the collection list newest first: one indexed row, however many products.
    if (lead.of === 'category') return isUuid(lead.id) ? firstPicture(await newestProduct(db, lead.id)) : undefined;
    return firstPicture(await newestProduct(db));
  }

  return (lead) => {
    const key = lead.of === 'collection' ? lead.of : `${lead.of}:${lead.id}`;
    const now = Date.now();
    const hit = remembered.get(key);
    if (hit && hit.until > now) return hit.image;
    if (remembered.size >= MAX_ENTRIES) remembered.clear();
    const image = find(lead).catch(() => undefined);
    remembered.set(key, { until: now + TTL_MS, image });
    return image;
  };
}
