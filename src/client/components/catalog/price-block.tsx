import { messages } from '../../../shared/messages';
import { formatLE, toPiastres } from '../../../shared/money';
import { discountBadgePercent } from '../../../shared/pricing';

/** '-N% OFF' when the final price is below the price, else nothing. */
export function DiscountBadge({ price, finalPrice, discount, className = '' }: { price: number; finalPrice: number; discount: number; className?: string }) {
  const percent = discountBadgePercent(finalPrice, price);
  if (!(discount > 0) || percent <= 0) return null;
  return (
    <span className={`inline-block rounded-full bg-brand-dark px-2.5 py-1 text-xs font-bold tracking-wide text-white ${className}`}>
      {messages.product.percentOff(percent)}
    </span>
  );
}

type PriceBlockProps = { price: number; finalPrice: number; discount: number; size?: 'sm' | 'lg'; showBadge?: boolean };

/** The final price, with the original struck through and the percent badge when discounted. Amounts in LE. */
export function PriceBlock({ price, finalPrice, discount, size = 'sm', showBadge = true }: PriceBlockProps) {
  const discounted = discount > 0 && finalPrice < price;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={size === 'lg' ? 'text-2xl font-bold' : 'font-semibold'}>
        <span className="sr-only">{messages.product.priceLabel} </span>
        {formatLE(toPiastres(finalPrice))}
      </span>
      {discounted && (
        <>
          <s className={`text-gray-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">{messages.product.originalPriceLabel} </span>
            {formatLE(toPiastres(price))}
          </s>
          {showBadge && <DiscountBadge price={price} finalPrice={finalPrice} discount={discount} />}
        </>
      )}
    </div>
  );
}
