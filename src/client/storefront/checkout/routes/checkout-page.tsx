import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { isGovernorate } from '../../../../shared/governorates';
import { messages } from '../../../../shared/messages';
import { toPiastres, toPounds } from '../../../../shared/money';
import { promoDiscountPiastres } from '../../../../shared/promo-codes';
import type { ShippingDetails, ShippingDetailsInput } from '../../../../shared/schemas/checkout';
import { shippingDetailsSchema } from '../../../../shared/schemas/checkout';
import { shippingFeePiastres } from '../../../../shared/shipping-fee';
import { ApiError } from '../../../lib/api-client';
import { clearCartQueries, EMPTY_CART, useCart } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { paths } from '../../../paths';
import { usePlaceOrder, type CreateOrderAnswer } from '../api/create-order';
import { checkPromoCode } from '../api/promo-check';
import { useCartContact } from '../api/cart-contact';
import { CheckoutSummary } from '../components/checkout-summary';
import { OrderPlaced } from '../components/order-placed';
import { PromoCodeField } from '../components/promo-code-field';
import { ShippingFields } from '../components/shipping-fields';
import { usePromoCode } from '../components/use-promo-code';

const m = messages.checkout;

/** Whether an order's refusal is about its promo code (the texts the shop refuses a code with). */
function isPromoRefusal(message: string, code: string): boolean {
  const r = messages.promotions.refusals;
  return [messages.api.orders.welcomeCodeUsed, messages.promo.invalid, r.ended, r.usedUp, r.usedByYou, r.firstOrderOnly(code)].includes(message);
}

/**
 * The placed order rides in the page's history entry: a reload or Back-then-Forward shows the
 * thank-you again (the cart is empty by then), and a later visit to the checkout shows the form.
 */
type CheckoutState = { placedOrder?: CreateOrderAnswer['results'] } | null;

export function Component() {
  const { state } = useLocation();
  const placed = (state as CheckoutState)?.placedOrder;
  useDocumentTitle(placed ? m.orderPlaced : m.title, 'Cash on delivery checkout');
  const { user } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ShippingDetailsInput, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    defaultValues: { email: user?.email ?? '' },
  });
  // The shop checks the owner's codes against this cart, and this customer once they typed who they are.
  const { getValues } = form;
  const check = useCallback((code: string) => checkPromoCode(code, { email: getValues('email'), phone: getValues('phone') }), [getValues]);
  const promo = usePromoCode(check);
  const governorate = useWatch({ control: form.control, name: 'governorate' });
  useCartContact(useWatch({ control: form.control, name: 'email' }), useWatch({ control: form.control, name: 'phone' }));

  const placeOrder = usePlaceOrder({
    onSuccess: (answer) => {
      clearCartQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // The thank-you replaces the spec's toast and its trip home after 2.5 s (issue 34): the
      // shopper keeps the order, what happens next and the link to confirm it in front of them.
      void navigate(paths.createOrder, { replace: true, state: { placedOrder: answer.results } satisfies CheckoutState });
    },
  });

  // The server refuses a code it finds spent for this customer (WELCOME10 after a first order of
  // that e-mail or phone, a code used up meanwhile): say so once, by the code, and drop the
  // discount, so the total on screen is what the shop will charge.
  const { error: orderError } = placeOrder;
  // The code the last order was sent with: the refusal is read against it, after the code is dropped too.
  const [sentCode, setSentCode] = useState<string | null>(null);
  const promoRefused = orderError instanceof ApiError && sentCode !== null && isPromoRefusal(orderError.message, sentCode);
  const refusal = promoRefused ? orderError.message : null;
  const { refuse: refusePromo } = promo;
  useEffect(() => {
    if (refusal) refusePromo(refusal);
  }, [refusal, refusePromo]);

  const lines = cart.data?.products ?? [];
  const subtotal = toPiastres(cart.data?.grandTotal ?? 0);
  const shipping = isGovernorate(governorate) ? shippingFeePiastres(subtotal, governorate) : null;
  const discount = promo.terms ? promoDiscountPiastres(promo.terms, subtotal, shipping ?? 0) : 0;

  const submit = form.handleSubmit((details) => {
    setSentCode(promo.terms?.code ?? null);
    placeOrder.placeOrder({
      ...details,
      paymentMethod: 'cash',
      shippingFee: toPounds(shippingFeePiastres(subtotal, details.governorate)),
      discount: toPounds(promo.terms ? promoDiscountPiastres(promo.terms, subtotal, shippingFeePiastres(subtotal, details.governorate)) : 0),
      ...(promo.terms ? { promoCode: promo.terms.code } : {}),
    });
  });

  if (placed) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <OrderPlaced order={placed} signedIn={user !== null} />
      </section>
    );
  }

  let body;
  if (cart.isPending) {
    body = <div role="status" aria-label={messages.layout.loading} className="h-96 animate-pulse rounded-2xl bg-gray-100" />;
  } else if (lines.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 px-4 py-16 text-center">
        <p className="text-lg">{messages.cart.empty}</p>
        <Link to={paths.collections} className="rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
          {messages.cart.continueShopping}
        </Link>
      </div>
    );
  } else {
    const specific = orderError instanceof ApiError && orderError.status < 500 ? orderError.message : null;
    body = (
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form id="checkout-form" noValidate onSubmit={submit} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="mb-4 text-lg font-semibold">
            {m.shippingDetails}
          </h2>
          {!user && (
            <p className="mb-4 text-sm text-gray-700">
              {m.haveAccount}{' '}
              {/* Back here afterwards: the guest's cart joins the account's (src/client/lib/sign-in-return.ts). */}
              <Link to={paths.login} state={{ returnTo: paths.createOrder }} className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
                {m.signIn}
              </Link>
            </p>
          )}
          <ShippingFields register={form.register} errors={form.formState.errors} />
        </form>
        <CheckoutSummary cart={cart.data ?? EMPTY_CART} subtotalPiastres={subtotal} shippingPiastres={shipping} discountPiastres={discount}>
          <PromoCodeField promo={promo} />
          {orderError && !promoRefused && (
            <div role="alert" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p>{m.orderFailed}</p>
              {specific && <p className="font-medium">{specific}</p>}
            </div>
          )}
          <button
            type="submit"
            form="checkout-form"
            disabled={placeOrder.isPending}
            className="w-full rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {placeOrder.isPending ? m.placingOrder : m.placeOrder}
          </button>
        </CheckoutSummary>
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
