import { lazy, Suspense, useRef, useState } from 'react';
import type { Product } from '../../lib/catalogue';
import { PRODUCT_GRID_CLASS, ProductCard, ProductCardSkeleton } from './product-card';

const QuickAddDialog = lazy(() => import('./quick-add-dialog'));

type ProductGridProps = {
  products: readonly Product[];
  /** How many of the first cards are above the fold on a phone: fetched eagerly. */
  priorityCount?: number;
};

/** Product cards with one quick-add dialog for the whole grid, loaded on first use. */
export function ProductGrid({ products, priorityCount = 0 }: ProductGridProps) {
  const [quickAdd, setQuickAdd] = useState<Product | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = (product: Product, button: HTMLElement) => {
    opener.current = button;
    setDialogWanted(true);
    setQuickAdd(product);
  };
  return (
    <>
      <div className={PRODUCT_GRID_CLASS}>
        {products.map((product, index) => (
          <ProductCard key={product._id} product={product} onQuickAdd={open} priority={index < priorityCount} />
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
    <div className={PRODUCT_GRID_CLASS} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
