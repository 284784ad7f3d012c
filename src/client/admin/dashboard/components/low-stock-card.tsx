import { messages } from '../../../../shared/messages';
import { isLowStock } from '../../../../shared/pricing';
import { sizeLabel } from '../../../../shared/sizes';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';
import type { Product } from '../../../lib/catalogue';
import { productTitle } from '../../../../shared/catalogue-text';

const m = messages.dashboard;

/** Zero stock in red, 5 or less in orange (the spec's low-stock highlight), else neutral. */
const stockTone = (quantity: number): string =>
  quantity === 0 ? 'border-red-200 bg-red-50 text-red-700' : isLowStock(quantity) ? 'border-orange-200 bg-orange-50 text-orange-700' : 'border-gray-200 bg-gray-50 text-gray-700';

export function LowStockCard({ product }: { product: Product }) {
  const image = product.images[0]?.secure_url;
  return (
    <article className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="aspect-[4/5] overflow-hidden bg-gray-100">
        {image && <ResponsiveImage src={image} alt={productTitle(product)} sizes="(min-width: 1024px) 16rem, (min-width: 768px) 33vw, 50vw" />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="font-semibold leading-snug text-ink">{productTitle(product)}</h2>
        <p className={`w-fit rounded-full border px-2.5 py-0.5 text-sm font-semibold ${stockTone(product.stock)}`}>{m.totalStock(product.stock)}</p>
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={messages.cart.size}>
          {product.sizeStock.map((entry) => (
            <li key={entry.size} className={`rounded-md border px-2 py-1 text-xs font-medium tabular-nums ${stockTone(entry.quantity)}`}>
              {m.sizeStock(sizeLabel(entry.size), entry.quantity)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
