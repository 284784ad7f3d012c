import type { DbOrTx } from '../../db/client';
import type { CartAnswer } from '../../../shared/contract/answers';
import type { MediaStorage } from '../../storage/media-storage';
import { toPounds } from '../../../shared/money';
import { cartItemCount, cartSubtotal, lineTotal } from '../../../shared/pricing';
import { findGalleryImages, findLineDetails } from './cart.repository';

export type CartView = CartAnswer & { _id: string };

/** The cart as the API answers it: amounts in LE from each product's current final price. */
export async function buildCartView(db: DbOrTx, storage: MediaStorage, cartId: string): Promise<CartView> {
  const lines = await findLineDetails(db, cartId);
  const images = await findGalleryImages(db, [...new Set(lines.map((line) => line.productId))]);
  const priced = lines.map((line) => ({ finalPrice: line.finalPricePiastres, quantity: line.quantity }));
  return {
    _id: cartId,
    products: lines.map((line) => ({
      product: {
        _id: line.productId,
        title: line.title,
        titleAr: line.titleAr,
        images: images
          .filter((image) => image.productId === line.productId)
          .map((image) => ({ _id: image.id, secure_url: storage.publicUrl(image.imageKey) })),
        finalPrice: toPounds(line.finalPricePiastres),
      },
      size: line.size,
      quantity: line.quantity,
      available: line.stock,
      total: toPounds(lineTotal(line.finalPricePiastres, line.quantity)),
    })),
    totalItems: cartItemCount(priced),
    grandTotal: toPounds(cartSubtotal(priced)),
  };
}
