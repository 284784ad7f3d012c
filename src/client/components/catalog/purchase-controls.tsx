import type { Ref } from 'react';
import { messages } from '../../../shared/messages';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityStepper } from '../ui/quantity-stepper';
import { SizePicker } from './size-picker';
import { StockStatus } from './stock-status';
import type { useSizeQuantity } from './size-quantity';

type PurchaseControlsProps = {
  productId: string;
  selection: ReturnType<typeof useSizeQuantity>;
  /** The product page shows how many are left; the quick-add dialog does not. */
  showStock?: boolean;
  /** The row of the quantity and Add to Cart (the product page watches when it scrolls away). */
  actionRow?: Ref<HTMLDivElement>;
};

/** Size buttons, quantity stepper and Add to Cart, shared by the quick-add dialog and the product page. */
export function PurchaseControls({ productId, selection, showStock = false, actionRow }: PurchaseControlsProps) {
  return (
    <div className="flex flex-col gap-5">
      <SizePicker options={selection.options} selected={selection.size} onSelect={selection.chooseSize} />
      {showStock && <StockStatus left={selection.stockOfSelected} />}
      <div ref={actionRow} className="flex flex-wrap items-center gap-3">
        <QuantityStepper label={messages.cart.quantity} value={selection.quantity} busy={selection.busy} onChange={selection.changeQuantity} />
        <AddToCartButton
          productId={productId}
          size={selection.size}
          quantity={selection.quantity}
          disabled={selection.busy}
          alreadyInCart={selection.appliedToCart}
        />
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-orange-800">
        {selection.limitMessage}
      </p>
    </div>
  );
}

/** What a sold-out product shows instead of the controls. */
export function SoldOutNotice({ variant }: { variant: 'dialog' | 'page' }) {
  if (variant === 'dialog') {
    return <p className="rounded-md bg-gray-100 px-4 py-3 text-center font-semibold text-red-700">{messages.product.itemOutOfStock}</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4">
      <p className="text-lg font-bold text-red-700">{messages.product.outOfStock}</p>
      <p className="text-sm text-red-900">{messages.product.currentlyOutOfStock}</p>
      <StockStatus left={0} />
    </div>
  );
}
