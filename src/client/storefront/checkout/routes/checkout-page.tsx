import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast, Toaster } from 'sonner';
import { isGovernorate } from '../../../../shared/governorates';
import { messages } from '../../../../shared/messages';
import { toPiastres, toPounds } from '../../../../shared/money';
import { WELCOME_CODE, welcomeDiscountPiastres } from '../../../../shared/promo-code';
import type { ShippingDetails, ShippingDetailsInput } from '../../../../shared/schemas/checkout';
import { shippingDetailsSchema } from '../../../../shared/schemas/checkout';
import { shippingFeePiastres } from '../../../../shared/shipping-fee';
import { ApiError } from '../../../lib/api-client';
import { clearCartQueries, EMPTY_CART, useCart } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { paths } from '../../../paths';
import { usePlaceOrder } from '../api/create-order';
import { CheckoutSummary } from '../components/checkout-summary';
import { PromoCodeField } from '../components/promo-code-field';
import { ShippingFields } from '../components/shipping-fields';
import { usePromoCode } from '../components/use-promo-code';

const m = messages.checkout;
/** The thank-you toast shows for 2 s and the shopper is sent home at 2.5 s. */
const THANK_YOU_TOAST_MS = 2000;
const REDIRECT_AFTER_ORDER_MS = 2500;
/** Toasts of this page go to its own Toaster, not to one another page mounts. */
const CHECKOUT_TOASTER_ID = 'checkout';

export function Component() {
  useDocumentTitle(m.title, 'Cash on delivery checkout');
  const { user } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const promo = usePromoCode();
  const [placed, setPlaced] = useState(false);

  const form = useForm<ShippingDetailsInput, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    defaultValues: { email: user?.email ?? '' },
  });
  const governorate = useWatch({ control: form.control, name: 'governorate' });

  const placeOrder = usePlaceOrder({
    onSuccess: (answer) => {
      clearCartQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      setPlaced(true);
      // The form collapses to one line; on a phone the shopper would be left looking at the footer.
      window.scrollTo({ top: 0 });
      toast.success(m.thankYou, {
        description: messages.orders.thankYouNumber(answer.results.orderNumber),
        // Sonner's rich colours draw the description too faintly on green to read (axe contrast).
        classNames: { description: 'text-green-900! font-semibold' },
        duration: THANK_YOU_TOAST_MS,
        toasterId: CHECKOUT_TOASTER_ID,
      });
    },
  });

  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => navigate(paths.root), REDIRECT_AFTER_ORDER_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // The server refuses WELCOME10 after a first order of that e-mail or phone: say so once, by the
  // code, and drop the discount, so the total on screen is what the shop will charge.
  const { error: orderError } = placeOrder;
  const promoRefused = orderError instanceof ApiError && orderError.message === messages.api.orders.welcomeCodeUsed;
  const { refuse: refusePromo } = promo;
  useEffect(() => {
    if (promoRefused) refusePromo(messages.api.orders.welcomeCodeUsed);
  }, [promoRefused, refusePromo]);

  const lines = cart.data?.products ?? [];
  const subtotal = toPiastres(cart.data?.grandTotal ?? 0);
  const shipping = isGovernorate(governorate) ? shippingFeePiastres(subtotal, governorate) : null;
  const discount = promo.applied ? welcomeDiscountPiastres(subtotal) : 0;

  const submit = form.handleSubmit((details) => {
    placeOrder.placeOrder({
      ...details,
      paymentMethod: 'cash',
      shippingFee: toPounds(shippingFeePiastres(subtotal, details.governorate)),
      discount: toPounds(discount),
      ...(promo.applied ? { promoCode: WELCOME_CODE } : {}),
    });
  });

  let body;
  if (placed) {
    body = (
      <p role="status" className="rounded-2xl border border-green-200 bg-green-50 px-4 py-10 text-center text-lg text-green-800">
        {m.orderPlaced}
      </p>
    );
  } else if (cart.isPending) {
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
      <Toaster id={CHECKOUT_TOASTER_ID} position="top-center" richColors />
      <h1 className="mb-6 text-2xl font-bold">{m.title}</h1>
      {body}
    </section>
  );
}
