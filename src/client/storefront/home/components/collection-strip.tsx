import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';
import { Money } from '../../../components/ui/money';
import type { Product } from '../../../lib/catalogue';
import { paths } from '../../../paths';
import { productTitle } from '../../../../shared/catalogue-text';

const STRIP_SIZE = 6;
/** How many cards a 390 px phone shows at once (two and a peek of the third, so it reads as scrollable). */
const CARD_WIDTH = 'w-[40vw] max-w-44';

/**
 * The phone's first screen: a row of the summer collection under the headline, so a shopper
 * sees clothes before scrolling. Swiped sideways; the two first pictures load at once.
 */
export function CollectionStrip({ products }: { products: readonly Product[] }) {
  if (products.length === 0) {
    // The cards' own boxes, their name and price lines included, so nothing below moves when they arrive.
    return (
      <div aria-hidden="true" className="flex gap-3 overflow-hidden px-4 pb-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${CARD_WIDTH} shrink-0`}>
            <div className="aspect-[4/5] rounded-xl bg-[#eadfcf]" />
            <p className="mt-1.5 text-sm">{'\u00a0'}</p>
            <span className="text-sm">{'\u00a0'}</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={messages.shop.summerCollection} className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
      {products.slice(0, STRIP_SIZE).map((product, index) => (
        <li key={product._id} className={`${CARD_WIDTH} shrink-0 snap-start`}>
          <Link to={paths.productDetails(product._id)} className="group block">
            <div className="aspect-[4/5] overflow-hidden rounded-xl bg-[#eadfcf]">
              {product.images[0] && <ResponsiveImage src={product.images[0].secure_url} alt={productTitle(product)} sizes="40vw" priority={index < 2} />}
            </div>
            <p className="mt-1.5 truncate text-sm font-medium text-ink group-hover:underline">{productTitle(product)}</p>
            <Money pounds={product.finalPrice} className="text-sm font-semibold text-gray-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
