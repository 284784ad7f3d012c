/**
 * The rules of the owner's promotion codes (issue 38), pure: the checkout page shows the
 * discount with them and the server charges it with them. WELCOME10 is one such code
 * (10%, first order only, once per customer), created at the shop's first start.
 */
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from './promo-code';

export const PROMO_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A code's terms as the rules read them: amounts in piastres, days as Cairo `YYYY-MM-DD`. */
export type PromoTerms = {
  code: string;
  kind: PromoKind;
  /** Percent for `percent`, piastres for `fixed`, 0 for `free_shipping`. */
  value: number;
  minSubtotalPiastres: number;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
};

/** Codes are typed with stray spaces and in any case; both are forgiven ("welcome 10" is WELCOME10). */
export const foldPromoCode = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Why a code does not apply, in the order a shopper would want to hear it. */
export const PROMO_REFUSALS = ['unknown', 'notStarted', 'ended', 'usedUp', 'usedByYou', 'firstOrderOnly', 'minimumNotReached'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** What the rules need to know of this order and this customer. */
export type PromoContext = {
  /** Today in Cairo, `YYYY-MM-DD`. */
  today: string;
  subtotalPiastres: number;
  /** Redemptions of the code by all customers (cancelled orders gave theirs back). */
  uses: number;
  /** Known only once the customer gave an e-mail or phone: left out, those rules wait for the order. */
  customer?: { uses: number; hasOrdered: boolean };
};

/** The first rule the code breaks for this order, or null when it applies. */
export function promoRefusal(terms: PromoTerms | undefined, context: PromoContext): PromoRefusal | null {
  if (!terms || !terms.active) return 'unknown';
  if (terms.startsOn && context.today < terms.startsOn) return 'notStarted';
  if (terms.endsOn && context.today > terms.endsOn) return 'ended';
  if (terms.totalLimit !== null && context.uses >= terms.totalLimit) return 'usedUp';
  if (context.customer) {
    if (terms.perCustomerLimit !== null && context.customer.uses >= terms.perCustomerLimit) return 'usedByYou';
    if (terms.firstOrderOnly && context.customer.hasOrdered) return 'firstOrderOnly';
  }
  if (context.subtotalPiastres < terms.minSubtotalPiastres) return 'minimumNotReached';
  return null;
}

/**
 * The discount in piastres: a percent of the subtotal (to the whole piastre), a fixed amount
 * never above the subtotal, or the shipping fee itself (free shipping is given as a discount
 * equal to the fee, so the fee the shop charges elsewhere stays the spec's).
 */
export function promoDiscountPiastres(terms: Pick<PromoTerms, 'kind' | 'value'>, subtotalPiastres: number, shippingFeePiastres: number): number {
  if (terms.kind === 'percent') {
    const discount = Math.round((subtotalPiastres * Math.min(terms.value, 100)) / 100);
    return discount === 0 ? 0 : discount;
  }
  if (terms.kind === 'fixed') return Math.min(terms.value, subtotalPiastres);
  return shippingFeePiastres;
}

/** WELCOME10 as the first start creates it: the spec's code and rule, now one row among others. */
export const WELCOME_TERMS: PromoTerms = {
  code: WELCOME_CODE,
  kind: 'percent',
  value: WELCOME_DISCOUNT_PERCENT,
  minSubtotalPiastres: 0,
  firstOrderOnly: true,
  perCustomerLimit: 1,
  totalLimit: null,
  startsOn: null,
  endsOn: null,
  active: true,
};
