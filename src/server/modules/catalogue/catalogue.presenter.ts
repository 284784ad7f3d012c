/**
 * Records to the JSON the spec's client reads. Prices leave in pounds (the database keeps
 * piastres); finalPrice and stock are derived here from the stored price, discount and
 * per-size stock, never taken from a client.
 */
import type { CategoryAnswer, ImageAnswer, ProductAnswer } from '../../../shared/contract/answers';
import { toPounds } from '../../../shared/money';
import { finalPricePiastres, totalStock } from '../../../shared/pricing';
import { SIZES, type Size } from '../../../shared/sizes';
import { srcsetFor } from '../../storage/images';
import type { MediaStorage } from '../../storage/media-storage';
import type { CategoryRecord, ProductRecord } from './catalogue.repository';

const sizeOrder = (size: Size) => SIZES.indexOf(size);

export function presentProduct(storage: MediaStorage, product: ProductRecord): ProductAnswer {
  const sizeStock = [...product.sizes].sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size));
  const image = (entry: ProductRecord['images'][number]): ImageAnswer => {
    const url = storage.publicUrl(entry.key);
    return { _id: entry.id, secure_url: url, srcset: srcsetFor(url) };
  };
  return {
    _id: product.id,
    title: product.title,
    description: product.description,
    titleAr: product.titleAr,
    descriptionAr: product.descriptionAr,
    price: toPounds(product.pricePiastres),
    discount: product.discountPercent,
    // Recomputed rather than read from the stored column, so a row written by any other path
    // still answers the rule of the shared pricing module.
    finalPrice: toPounds(finalPricePiastres(product.pricePiastres, product.discountPercent)),
    stock: totalStock(sizeStock),
    sizeStock,
    defaultSize: product.defaultSize,
    images: product.images.filter((entry) => entry.kind === 'gallery').map(image),
    sizeChart: product.images.filter((entry) => entry.kind === 'size-chart').map(image),
    categoryId: product.categoryId,
  };
}

export function presentCategory(storage: MediaStorage, category: CategoryRecord): CategoryAnswer {
  const url = storage.publicUrl(category.imageKey);
  return { _id: category.id, name: category.name, nameAr: category.nameAr, image: { secure_url: url, srcset: srcsetFor(url) } };
}
