import { lazy, Suspense, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { CatalogToaster } from '../../../components/catalog/catalog-toaster';
import { PriceBlock } from '../../../components/catalog/price-block';
import { PurchaseControls, SoldOutNotice } from '../../../components/catalog/purchase-controls';
import { useSizeQuantity } from '../../../components/catalog/size-quantity';
import { StickyPurchaseBar } from './sticky-purchase-bar';
import type { Product } from '../../../lib/catalogue';
import { productDescription, productTitle } from '../../../../shared/catalogue-text';

const SizeChartDialog = lazy(() => import('./size-chart-dialog'));

/** Title, description, price, size chart and the purchase controls of the product page. */
export function ProductInfo({ product }: { product: Product }) {
  const selection = useSizeQuantity({ productId: product._id, sizeStock: product.sizeStock });
  const [chartOpen, setChartOpen] = useState(false);
  const [chartWanted, setChartWanted] = useState(false);
  const chartButton = useRef<HTMLButtonElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const soldOut = selection.soldOut || product.stock <= 0;
  const title = productTitle(product);
  const description = productDescription(product);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <bdi>{title}</bdi>
        </h1>
        <PriceBlock price={product.price} finalPrice={product.finalPrice} discount={product.discount} size="lg" />
      </div>
      {description && (
        <p className="leading-relaxed text-gray-700">
          <bdi>{description}</bdi>
        </p>
      )}
      {product.sizeChart.length > 0 && (
        <button
          ref={chartButton}
          type="button"
          onClick={() => {
            setChartWanted(true);
            setChartOpen(true);
          }}
          className="self-start text-sm font-semibold underline underline-offset-4 hover:text-brand-dark"
        >
          {messages.shop.viewSizeChart}
        </button>
      )}
      {soldOut ? (
        <SoldOutNotice variant="page" />
      ) : (
        <>
          <PurchaseControls productId={product._id} selection={selection} showStock actionRow={controls} />
          <StickyPurchaseBar productId={product._id} title={title} selection={selection} controls={controls} />
        </>
      )}
      {chartWanted && (
        <Suspense fallback={null}>
          <SizeChartDialog open={chartOpen} onOpenChange={setChartOpen} images={product.sizeChart} title={title} returnFocus={() => chartButton.current?.focus()} />
        </Suspense>
      )}
      <CatalogToaster />
    </div>
  );
}
