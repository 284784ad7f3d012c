/**
 * Returns and exchanges (issue 36): the rules both the customer's form and the server apply.
 * The server decides; the client uses the same functions to show the same answer beforehand.
 */
import type { Size } from './sizes';
import type { PromoKind } from './promo-codes';
import { isGovernorate } from './governorates';
import { baseShippingFeePiastres } from './shipping-fee';

/** Why a piece comes back. `wrong_item`: the shop sent something else (the shop's fault, like defective). */
export const RETURN_REASONS = ['wrong_size', 'not_as_pictured', 'defective', 'wrong_item', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The policy's defaults until the owner saves: 14 days (Law 181 of 2018), every reason, the shop pays when it is at fault. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
export const RETURN_WINDOW_DAYS_MAX = 90;
/**
 * Whether an exchange's charge may still change: its order has not left the shop (`placed` or
 * `paid`; shipped by the desk's hand-off or by Bosta picking the exchange up, it is carried with
 * its amount) and no Bosta exchange was booked with it (its COD went to Bosta at booking).
 * The server's rule (returns.service.ts) and the admin's field read the same function.
 */
export const isChargeEditable = (exchangeOrderStatus: string, pickupBy: string | null): boolean =>
  (exchangeOrderStatus === 'placed' || exchangeOrderStatus === 'paid') && pickupBy !== 'bosta';

/**
 * What Bosta's courier collects at an exchange's one visit (type 30, its COD): the exchange's
 * charge plus the return shipping the customer pays. Booked with the exchange, it is not changed
 * by the shop afterwards (Bosta documents no call to change a delivery's COD: decision 032-return-pickup-booked-mail).
 */
export const bostaExchangeCodPiastres = (customerShippingPiastres: number, exchangeChargePiastres: number): number => customerShippingPiastres + exchangeChargePiastres;

/** The most the staff may ask for an exchange's price difference (LE; Bosta's COD limit is 30,000). */
export const EXCHANGE_CHARGE_MAX_POUNDS = 30_000;
export const DEFAULT_CUSTOMER_PAYS_RETURN_FOR: readonly ReturnReason[] = ['wrong_size', 'not_as_pictured', 'changed_mind', 'other'];

export type ReturnPolicy = {
  returnWindowDays: number;
  returnReasons: readonly ReturnReason[];
  /** The reasons for which the customer pays the return shipping; the shop pays for the others. */
  customerPaysReturnFor: readonly ReturnReason[];
  /** An exchange's pickup and the new size's delivery cost the customer nothing. */
  exchangeShipsFree: boolean;
};

/**
 * The states of a request. The graph, forward only:
 *   requested → approved | rejected
 *   approved → in_transit | received   (in_transit: the courier has picked it up)
 *   in_transit → received
 *   received → refunded | exchanged | closed
 *   refunded → exchanged | closed      (a request with refund and exchange lines: refund first)
 *   exchanged → closed
 *   rejected → closed
 */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'in_transit', 'received', 'refunded', 'exchanged', 'closed'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/**
 * What a history row that keeps the request's state records (its mail says it): the staff
 * changed the exchange's amount to collect, or the booking job booked the Bosta pickup after the
 * approval's mail had gone out without its tracking number (decision 032-return-pickup-booked-mail).
 */
export const RETURN_EVENT_KINDS = ['exchange_charge', 'pickup_booked'] as const;
export type ReturnEventKind = (typeof RETURN_EVENT_KINDS)[number];

export const NEXT_RETURN_STATES: Record<ReturnState, readonly ReturnState[]> = {
  requested: ['approved', 'rejected'],
  approved: ['in_transit', 'received'],
  in_transit: ['received'],
  received: ['refunded', 'exchanged', 'closed'],
  refunded: ['exchanged', 'closed'],
  exchanged: ['closed'],
  rejected: ['closed'],
  closed: [],
};

export const canMoveReturn = (from: ReturnState, to: ReturnState): boolean => NEXT_RETURN_STATES[from].includes(to);

/** States in which a request still holds its pieces: a new request may not ask for them again. */
export const isOpenOrDone = (state: ReturnState): boolean => state !== 'rejected';

/** Why a pickup is what it is: the shop's own rider, Bosta not set up, Bosta refused, or Bosta took it. */
export const PICKUP_WHY = ['own', 'not_configured', 'refused', 'bosta'] as const;
export type PickupWhy = (typeof PICKUP_WHY)[number];

/** The pickup as stored in one column: `why`, Bosta's delivery type and its refusal, as `why:type:error`. */
export const pickupCode = (why: PickupWhy, bostaType: 25 | 30 | null = null, error: string | null = null): string => [why, bostaType ?? '', error ?? ''].join(':');
export function readPickupCode(code: string | null): { why: PickupWhy; bostaType: 25 | 30 | null; error: string | null } {
  const [why = 'own', type = '', ...error] = (code ?? '').split(':');
  return {
    why: (PICKUP_WHY as readonly string[]).includes(why) ? (why as PickupWhy) : 'own',
    bostaType: type === '25' ? 25 : type === '30' ? 30 : null,
    error: error.join(':') || null,
  };
}

/** The pickup's reason in words (English on the API, the page's language on screens). */
export function pickupNoteIn(texts: { pickupWhy: { own: string; not_configured: (kind: string) => string; refused: (kind: string, error: string) => string; bosta: (kind: string) => string }; bostaKinds: Record<25 | 30, string> }, code: string | null): string {
  const { why, bostaType, error } = readPickupCode(code);
  const kind = texts.bostaKinds[bostaType ?? 25];
  if (why === 'not_configured') return texts.pickupWhy.not_configured(kind);
  if (why === 'refused') return texts.pickupWhy.refused(kind, error ?? '');
  if (why === 'bosta') return texts.pickupWhy.bosta(kind);
  return texts.pickupWhy.own;
}

export const REFUND_METHODS = ['cash', 'wallet', 'instapay', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a delivered order may be asked back: `days` whole days after its delivery. */
export const returnWindowEnd = (deliveredAt: Date | string, days: number): Date => new Date(new Date(deliveredAt).getTime() + days * DAY_MS);

/** Whether an order may still be asked back now: delivered, and within the window. */
export const withinReturnWindow = (order: { status: string; deliveredAt: Date | string | null }, now: Date, days: number): boolean =>
  order.status === 'delivered' && order.deliveredAt !== null && now.getTime() <= returnWindowEnd(order.deliveredAt, days).getTime();

/** Pieces of a line that may still be asked back: those delivered less those in requests that were not rejected. */
export const piecesLeftToReturn = (delivered: number, asked: number): number => Math.max(0, delivered - asked);

export type RequestedLine = { reason: ReturnReason; exchangeSize?: Size | null };

/**
 * What the customer pays for shipping: nothing when every line's reason is the shop's to pay, or
 * when every line is an exchange that ships free; else one return pickup at the order's fee
 * (one visit takes every piece back).
 */
export function customerShippingPiastres(lines: readonly RequestedLine[], policy: Pick<ReturnPolicy, 'customerPaysReturnFor' | 'exchangeShipsFree'>, feePiastres: number): number {
  const payable = lines.filter((line) => (line.exchangeSize ? !policy.exchangeShipsFree : policy.customerPaysReturnFor.includes(line.reason)));
  return payable.length > 0 ? feePiastres : 0;
}

/** What one return pickup costs: the governorate's base fee (the free-shipping rule is for sales, not returns). */
export const returnPickupFeePiastres = (governorate: string): number => baseShippingFeePiastres(isGovernorate(governorate) ? governorate : 'Cairo');

/**
 * The part of an order's discount that came off its pieces. A free-shipping code's discount
 * paid the shipping (it equals the fee), so it takes nothing off what a piece cost.
 */
export const goodsDiscountPiastres = (order: { discountPiastres: number; promoKind: PromoKind | null }): number =>
  order.promoKind === 'free_shipping' ? 0 : order.discountPiastres;

/**
 * What one piece cost the customer: its price less its share of the order's discount on the
 * pieces (a WELCOME10 order paid 90% of each piece; a free-shipping order paid the full price).
 * `promoKind` is the kind of the order's code, null without one (or when the code is gone).
 */
export function paidPiecePiastres(piecePiastres: number, order: { subtotalPiastres: number; discountPiastres: number; promoKind: PromoKind | null }): number {
  const discount = goodsDiscountPiastres(order);
  if (order.subtotalPiastres <= 0 || discount <= 0) return piecePiastres;
  return Math.round((piecePiastres * (order.subtotalPiastres - discount)) / order.subtotalPiastres);
}

/**
 * The refund the shop is offered to pay: the refunded pieces' paid price, less the return
 * shipping the customer pays (never below 0). Exchanged pieces refund nothing.
 */
export function proposedRefundPiastres(
  lines: ReadonlyArray<{ unitPaidPiastres: number; quantity: number; exchangeSize?: Size | null }>,
  customerShipping: number,
): number {
  const pieces = lines.filter((line) => !line.exchangeSize).reduce((sum, line) => sum + line.unitPaidPiastres * line.quantity, 0);
  return Math.max(0, pieces - customerShipping);
}

/** The number people say: R-12. */
export const returnNumberLabel = (number: number): string => `R-${number}`;

/** The policy's values before the owner saves (the settings answer's returns fields). */
export const DEFAULT_RETURN_POLICY: ReturnPolicy & { returnReasons: ReturnReason[]; customerPaysReturnFor: ReturnReason[] } = {
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnReasons: [...RETURN_REASONS],
  customerPaysReturnFor: [...DEFAULT_CUSTOMER_PAYS_RETURN_FOR],
  exchangeShipsFree: true,
};
