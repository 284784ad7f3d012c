import { messages } from '../../../../shared/messages';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/pricing';
import { LoadMore } from '../../../components/ui/load-more';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLowStockProducts } from '../api/dashboard-api';
import { LowStockCard } from '../components/low-stock-card';

const m = messages.dashboard;

function LowStockList() {
  const products = useLowStockProducts(LOW_STOCK_THRESHOLD);
  if (products.isPending) {
    return (
      <div role="status" aria-label={m.loading} className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-72 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (products.isError) {
    // The spec shows no message of its own for this failure; the general one says it failed.
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {messages.common.somethingWentWrong}
      </p>
    );
  }
  const shown = products.data.pages.flatMap((page) => page.products);
  const total = products.data.pages[0]!.total;
  if (shown.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center text-lg">{m.noLowStock}</p>;
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((product) => (
          <li key={product._id} className="flex">
            <LowStockCard product={product} />
          </li>
        ))}
      </ul>
      <LoadMore list={products} shown={shown.length} total={total} className="pt-8" />
    </>
  );
}

/** /lowStockProducts: products with 5 or fewer pieces left in total. */
export function Component() {
  useDocumentTitle(m.lowStockTitle);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-1 text-2xl font-bold">{m.lowStockTitle}</h1>
      <p className="mb-4 text-sm text-gray-600">{m.lowStockHint(LOW_STOCK_THRESHOLD)}</p>
      <LowStockList />
    </section>
  );
}
