/**
 * A promotion code at checkout (issue 38): found by its folded name, its rules checked
 * against this order and this customer with the shared rules, each refusal one message.
 */
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, type HttpError } from '../../http/http-error';
import type { Clock } from '../../clock';
import { cairoDay, formatDate, formatLE } from '../../../shared/money';
import { WELCOME_CODE } from '../../../shared/promo-code';
import { promoRefusal, type PromoRefusal, type PromoTerms } from '../../../shared/promo-codes';
import { countUses, customerRecord, findPromoCodeByCode, type PromoCodeRow } from './promo-codes.repository';

export const termsOf = (row: PromoCodeRow): PromoTerms => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minSubtotalPiastres: row.minSubtotalPiastres,
  firstOrderOnly: row.firstOrderOnly,
  perCustomerLimit: row.perCustomerLimit,
  totalLimit: row.totalLimit,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  active: row.active,
});

/** The refusal as the shopper reads it; WELCOME10's customer refusals keep the shop's own text. */
export function refusalError(refusal: PromoRefusal, terms: PromoTerms | undefined): HttpError {
  switch (refusal) {
    case 'unknown':
      return badRequest((t) => t.promo.invalid);
    case 'notStarted':
      return conflict((t) => t.promotions.refusals.notStarted(formatDate(`${terms!.startsOn}T12:00:00+02:00`, t)));
    case 'ended':
      return conflict((t) => t.promotions.refusals.ended);
    case 'usedUp':
      return conflict((t) => t.promotions.refusals.usedUp);
    case 'usedByYou':
      return conflict((t) => (terms!.code === WELCOME_CODE ? t.api.orders.welcomeCodeUsed : t.promotions.refusals.usedByYou));
    case 'firstOrderOnly':
      return conflict((t) => (terms!.code === WELCOME_CODE ? t.api.orders.welcomeCodeUsed : t.promotions.refusals.firstOrderOnly(terms!.code)));
    case 'minimumNotReached':
      return badRequest((t) => t.promotions.refusals.minimumNotReached(formatLE(terms!.minSubtotalPiastres, t)));
  }
}

type Customer = { email: string; phone: string };

/**
 * The terms of the code an order claims, or the refusal thrown. Inside the order's
 * transaction: a code with a total limit is read with its row locked until the commit, so
 * checkouts with it count its uses one at a time (50 buyers for 10 uses left give 10 orders).
 * The per-customer rules need the caller to hold the customer's identity locks
 * (lockCustomerIdentity), taken after this row lock in every checkout, so locks never wait in a circle.
 */
export async function promoForOrder(
  tx: DbOrTx,
  clock: Clock,
  code: string,
  order: { subtotalPiastres: number; customer: Customer },
  lockIdentity: () => Promise<void>,
): Promise<PromoTerms> {
  let row = await findPromoCodeByCode(tx, code);
  if (row && row.totalLimit !== null) row = await findPromoCodeByCode(tx, code, { lock: true });
  const terms = row ? termsOf(row) : undefined;
  const today = cairoDay(clock.now());
  // The cheap rules first, so a refused code costs no lock.
  const early = promoRefusal(terms, { today, subtotalPiastres: order.subtotalPiastres, uses: 0 });
  if (early) throw refusalError(early, terms);
  const uses = terms!.totalLimit === null ? 0 : await countUses(tx, code);
  const needsCustomer = terms!.perCustomerLimit !== null || terms!.firstOrderOnly;
  if (needsCustomer) await lockIdentity();
  const customer = needsCustomer ? await customerRecord(tx, code, order.customer.email, order.customer.phone) : undefined;
  const refusal = promoRefusal(terms, { today, subtotalPiastres: order.subtotalPiastres, uses, customer });
  if (refusal) throw refusalError(refusal, terms);
  return terms!;
}

/** The checkout page's Apply: the same rules, without locks, for the cart as it is now. */
export async function checkPromo(db: DbOrTx, clock: Clock, code: string, order: { subtotalPiastres: number; customer?: Customer }): Promise<PromoTerms> {
  const row = await findPromoCodeByCode(db, code);
  const terms = row ? termsOf(row) : undefined;
  const uses = terms && terms.totalLimit !== null ? await countUses(db, code) : 0;
  const customer = terms && order.customer ? await customerRecord(db, code, order.customer.email, order.customer.phone) : undefined;
  const refusal = promoRefusal(terms, { today: cairoDay(clock.now()), subtotalPiastres: order.subtotalPiastres, uses, customer });
  if (refusal) throw refusalError(refusal, terms);
  return terms!;
}
