import { useEffect } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { useCart } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { paths } from '../../../paths';
import { CartLineItem } from '../components/cart-line-item';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartSummary } from '../components/cart-summary';

const m = messages.cart;

export function Component() {
  useDocumentTitle(pageMeta().cart.title, pageMeta().cart.description);
  const cart = useCart();
  // Cart errors are logged only; the shopper sees an empty cart.
  useEffect(() => {
    if (cart.isError) console.error('Could not load the cart', cart.error);
  }, [cart.isError, cart.error]);

  let body;
  if (cart.isPending) {
    body = <CartSkeleton />;
  } else if (cart.isError || cart.data.products.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ul aria-label={m.title} className="divide-y divide-gray-200 border-y border-gray-200">
          {cart.data.products.map((line) => (
            <CartLineItem key={`${line.product._id}:${line.size}`} line={line} />
          ))}
        </ul>
        <CartSummary cart={cart.data} />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">{m.title}</h1>
      {body}
    </section>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center">
      <p className="text-lg">{m.empty}</p>
      <Link to={paths.collections} className="rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
        {m.continueShopping}
      </Link>
    </div>
  );
}
