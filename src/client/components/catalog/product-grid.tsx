import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Product } from '../../lib/catalogue';
import { PRODUCT_GRID_CLASS, ProductCard, ProductCardSkeleton, type CardHeading } from './product-card';
import { messages } from '../../../shared/messages';

const QuickAddDialog = lazy(() => import('./quick-add-dialog'));
// The first render draws this many cards (the first screen, two rows on a desktop), and the
// rest right after it is painted: a long collection does not hold back its first pictures.
const FIRST_PAINT_CARDS = 8;

type ProductGridProps = {
  products: readonly Product[];
  /** How many of the first cards are above the fold on a phone: fetched eagerly. */
  priorityCount?: number;
  /** 'h2' on pages where the grid sits right under the page's h1 (headings go down one level at a time). */
  cardHeading?: CardHeading;
};

/** Product cards with one quick-add dialog for the whole grid, loaded on first use. */
export function ProductGrid({ products, priorityCount = 0, cardHeading }: ProductGridProps) {
  const [quickAdd, setQuickAdd] = useState<Product | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const [allShown, setAllShown] = useState(products.length <= FIRST_PAINT_CARDS);
  useEffect(() => {
    if (allShown) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(() => setAllShown(true))));
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [allShown]);
  const shown = allShown ? products : products.slice(0, FIRST_PAINT_CARDS);
  const open = (product: Product, button: HTMLElement) => {
    opener.current = button;
    setDialogWanted(true);
    setQuickAdd(product);
  };
  return (
    <>
      <div className={PRODUCT_GRID_CLASS}>
        {shown.map((product, index) => (
          <ProductCard key={product._id} product={product} onQuickAdd={open} priority={index < priorityCount} heading={cardHeading} />
        ))}
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <QuickAddDialog product={quickAdd} onClose={() => setQuickAdd(null)} returnFocus={() => opener.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={PRODUCT_GRID_CLASS} role="status" aria-label={messages.screenReader.loadingProducts}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
