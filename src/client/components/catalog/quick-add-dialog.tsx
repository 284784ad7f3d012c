import * as Dialog from '@radix-ui/react-dialog';
import type { Product } from '../../lib/catalogue';
import { CatalogToaster } from './catalog-toaster';
import { PriceBlock } from './price-block';
import { PurchaseControls, SoldOutNotice } from './purchase-controls';
import { ResponsiveImage } from './responsive-image';
import { useSizeQuantity, type QuantityCheck } from './size-quantity';
import { productDescription, productTitle } from '../../../shared/catalogue-text';
import { messages } from '../../../shared/messages';

type QuickAddDialogProps = {
  product: Product | null;
  onClose: () => void;
  /** The dialog has no Radix trigger (cards open it), so the card says where focus goes back to. */
  returnFocus?: () => void;
  checkQuantity?: QuantityCheck;
};

/**
 * Loaded only when a shopper first presses Add to Cart on a card, so the grid pages do not carry
 * Radix or sonner. Radix gives the focus trap, Escape and focus return to the pressed button.
 */
export default function QuickAddDialog({ product, onClose, returnFocus, checkQuantity }: QuickAddDialogProps) {
  return (
    <>
      <Dialog.Root open={product !== null} onOpenChange={(open) => !open && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              if (!returnFocus) return;
              event.preventDefault();
              returnFocus();
            }}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:start-1/2 sm:top-1/2 sm:bottom-auto sm:w-[min(44rem,calc(100vw-2rem))] sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2">
            {/* key: a new product starts from its own first in-stock size and quantity 1 */}
            {product && <QuickAddBody key={product._id} product={product} checkQuantity={checkQuantity} />}
            <Dialog.Close
              aria-label={messages.layout.close}
              className="absolute end-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-2xl leading-none text-gray-600 hover:bg-gray-100"
            >
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <CatalogToaster />
    </>
  );
}

export function QuickAddBody({ product, checkQuantity }: { product: Product; checkQuantity?: QuantityCheck }) {
  const selection = useSizeQuantity({ productId: product._id, sizeStock: product.sizeStock, checkQuantity });
  const image = product.images[0];
  return (
    <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
      <div className="mx-auto aspect-[4/5] w-40 overflow-hidden rounded-lg bg-gray-100 sm:w-full">
        {image && <ResponsiveImage src={image.secure_url} alt={productTitle(product)} sizes="(min-width: 640px) 224px, 160px" priority />}
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 pe-8">
          <Dialog.Title className="text-xl font-bold">
            <bdi>{productTitle(product)}</bdi>
          </Dialog.Title>
          <Dialog.Description className="line-clamp-3 text-sm text-gray-600">
            <bdi>{productDescription(product) || productTitle(product)}</bdi>
          </Dialog.Description>
        </div>
        <PriceBlock price={product.price} finalPrice={product.finalPrice} discount={product.discount} size="lg" />
        {selection.soldOut ? <SoldOutNotice variant="dialog" /> : <PurchaseControls productId={product._id} selection={selection} />}
      </div>
    </div>
  );
}
