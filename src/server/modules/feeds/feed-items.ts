/**
 * What both product feeds say of a product (issue 38): one item per size the product offers,
 * in stock or not, priced and stocked by the same shared rules as the product page.
 */
import type { Language } from '../../../shared/language';
import { pathInLanguage } from '../../../shared/language';
import { paths } from '../../../shared/paths';
import { finalPricePiastres } from '../../../shared/pricing';
import { SIZES, type Size } from '../../../shared/sizes';
import { variantUrl } from '../../storage/images';
import { jpegRenditionOf } from '../../storage/jpeg-renditions';
import type { ProductRecord } from '../catalogue';

export type FeedItem = {
  id: string;
  groupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** Before the product's discount. */
  pricePiastres: number;
  /** What the product page charges, when its discount lowers the price. */
  salePricePiastres: number | null;
  size: Size;
};

export type FeedContext = { publicUrl: string; language: Language };

/** Catalogues take at most 10 additional pictures (Google) and show the largest one we keep. */
const MAX_ADDITIONAL_IMAGES = 10;

/**
 * The JPEG copy of the 1200 px variant (at least 500 x 500), which the shop's /media makes on
 * the first fetch and keeps (storage/jpeg-renditions.ts): Meta asks for JPEG or PNG, and Google
 * takes JPEG as well as WebP. Always the shop's own address, not MEDIA_PUBLIC_URL: a bucket or
 * CDN there would not have the copy before the shop made it.
 */
const largeImage = (publicUrl: string, key: string) => `${publicUrl}/media/${jpegRenditionOf(variantUrl(key, 1200))}`;

export function feedItemsOf(product: ProductRecord, context: FeedContext): FeedItem[] {
  const arabic = context.language === 'ar';
  const title = (arabic && product.titleAr) || product.title;
  // Both catalogues refuse an item without a description: the title stands in.
  const description = ((arabic && product.descriptionAr) || product.description).trim() || title;
  const gallery = product.images.filter((image) => image.kind === 'gallery').map((image) => largeImage(context.publicUrl, image.key));
  const finalPrice = finalPricePiastres(product.pricePiastres, product.discountPercent);
  const link = `${context.publicUrl}${pathInLanguage(context.language, paths.productDetails(product.id))}`;
  return [...product.sizes]
    .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size))
    .map(({ size, quantity }) => ({
      id: `${product.id}-${size}`,
      groupId: product.id,
      title,
      description,
      link,
      imageLink: gallery[0] ?? '',
      additionalImageLinks: gallery.slice(1, 1 + MAX_ADDITIONAL_IMAGES),
      inStock: quantity > 0,
      pricePiastres: product.pricePiastres,
      salePricePiastres: finalPrice < product.pricePiastres ? finalPrice : null,
      size,
    }));
}

/** "123.00 EGP", as both catalogues write prices. */
export const feedPrice = (piastres: number): string => `${(piastres / 100).toFixed(2)} EGP`;
