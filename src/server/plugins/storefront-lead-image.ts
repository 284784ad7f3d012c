import type { ProductRecord } from '../modules/catalogue';
import { srcsetFor } from '../storage/images';
import type { AppDeps } from '../types';
import type { StorefrontFacts } from './storefront-facts';
import type { FindLeadImage, LeadImage } from './storefront-html';

/**
 * Names the picture a storefront page paints largest, in the order the API lists things
 * (products newest first, gallery pictures by position): a product's first picture, or the
 * first card's on a category page and the collection (one indexed row, however many products).
 */
export function leadImageFinder({ storage }: Pick<AppDeps, 'storage'>, facts: StorefrontFacts): FindLeadImage {
  const firstPicture = (product: ProductRecord | undefined): LeadImage | undefined => {
    const picture = product?.images.find((image) => image.kind === 'gallery');
    if (!picture) return undefined;
    const url = storage.publicUrl(picture.key);
    return { url, srcset: srcsetFor(url) };
  };

  return async (lead) => {
    if (lead.of === 'product') return firstPicture(await facts.product(lead.id));
    if (lead.of === 'category') return firstPicture(await facts.newestProduct(lead.id));
    return firstPicture(await facts.newestProduct());
  };
}
