import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Product } from '../../lib/catalogue';
import { paths } from '../../paths';
import { DiscountBadge, PriceBlock } from './price-block';
import { ResponsiveImage } from './responsive-image';
import { productTitle } from '../../../shared/catalogue-text';

/** Grid columns: 2 on phones, 3 on tablets, 4 on desktops (the `sizes` of card images follow them). */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4';
// The server preloads the first card's picture with the same sizes (src/server/plugins/storefront-html.ts CARD_SIZES).
const CARD_IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 47vw';

/** The card title's heading: one level below the heading the grid sits under. */
export type CardHeading = 'h2' | 'h3';
type ProductCardProps = { product: Product; onQuickAdd: (product: Product, opener: HTMLElement) => void; priority?: boolean; heading?: CardHeading };

export function ProductCard({ product, onQuickAdd, priority = false, heading: Heading = 'h3' }: ProductCardProps) {
  const image = product.images[0];
  const title = productTitle(product);
  const soldOut = product.stock <= 0;
  return (
    <article className="group flex flex-col gap-3" aria-label={title}>
      <Link to={paths.productDetails(product._id)} className="flex flex-col gap-3">
        <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-gray-100">
          {image && (
            <ResponsiveImage
              src={image.secure_url}
              alt={title}
              sizes={CARD_IMAGE_SIZES}
              priority={priority}
              className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
          <DiscountBadge price={product.price} finalPrice={product.finalPrice} discount={product.discount} className="absolute start-2 top-2 z-10" />
          {soldOut && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/60">
              <span className="rounded-md bg-ink px-3 py-1.5 text-sm font-bold tracking-wide text-white">{messages.product.outOfStockOverlay}</span>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <Heading className="line-clamp-1 text-sm font-medium text-gray-900 sm:text-base">
            <bdi>{title}</bdi>
          </Heading>
          <PriceBlock price={product.price} finalPrice={product.finalPrice} discount={product.discount} showBadge={false} />
        </div>
      </Link>
      <button
        type="button"
        onClick={(event) => onQuickAdd(product, event.currentTarget)}
        className="mt-auto h-10 rounded-md border border-ink text-xs font-semibold tracking-wide text-ink uppercase transition-colors hover:bg-ink hover:text-white sm:text-sm"
      >
        {messages.shop.addToCart}
      </button>
    </article>
  );
}

/** Placeholder cards with the real cards' boxes, so the grid does not move when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
      <div className="aspect-[4/5] rounded-lg bg-gray-200" />
      <div className="flex flex-col gap-1">
        <div className="h-5 w-3/4 rounded bg-gray-200 sm:h-6" />
        <div className="h-6 w-1/3 rounded bg-gray-200" />
      </div>
      <div className="h-10 rounded-md bg-gray-200" />
    </div>
  );
}
