import type { Language } from '../../../shared/language';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { DEADLOCK_DETECTED, FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { badRequest, conflict, HttpError } from '../../http/http-error';
import type { Shopper } from '../../plugins/auth';
import type { AppDeps } from '../../types';
import type { CheckoutPayload } from '../../../shared/schemas/checkout';
import { findSizeStock, readCartForCheckout, type CheckoutCart } from '../cart';
import { cartOwnerOf } from '../cart';
import { claimIdempotencyKey } from './order-idempotency.repository';
import { stockKey, writeOrder } from './order-placement.repository';
import { applyPromo, checkOrderFigures, type OrderAmounts } from './order-pricing';
import { inStockLockOrder } from './order-stock.repository';
import { toOrderView, type OrderView, type OrderViewSource } from './order-view';
import { findOrderWithLines, lockCustomerIdentity } from './orders.repository';
import { promoForOrder } from '../promo-codes';
import type { Size } from '../../../shared/sizes';
import { productTitle } from '../../../shared/catalogue-text';
import { messagesFor, type Messages } from '../../../shared/messages';
import { checkoutConfirmation, type CheckoutConfirmation } from '../confirmation';

/**
 * Placing an order takes stock, which the public catalogue shows: its cache is cleared.
 * `inTransaction`: `db` is a transaction the caller holds (the order limits' locks), so a
 * statement that may fail runs under a savepoint, leaving the caller's transaction usable.
 */
type PlacementDeps = Pick<AppDeps, 'db' | 'storage' | 'events' | 'clock'> & { inTransaction?: boolean };

/**
 * `placedBy`: which way the order went, so tests can prove that the common checkout takes the
 * one-statement path and the rest the transaction (both give the same answers otherwise).
 */
export type PlacedOrder = { order: OrderView; replayed: boolean; placedBy: 'one statement' | 'transaction' };

export const requesterOf = (shopper: Shopper) => (shopper.kind === 'user' ? `user:${shopper.userId}` : `guest:${shopper.guestId}`);

/** A stable fingerprint of what was asked, to tell a retry from a different order under one key. */
function payloadHash(payload: CheckoutPayload): string {
  const fields = ['email', 'firstName', 'lastName', 'address', 'city', 'governorate', 'phone', 'paymentMethod', 'shippingFee', 'discount', 'promoCode'] as const;
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => payload[field] ?? null)))
    .digest('hex');
}

/** 409 naming the product and size that ran short. */
async function shortage(tx: DbOrTx, line: { productId: string; size: Size; title: string; titleAr: string | null }): Promise<HttpError> {
  const { stock } = await findSizeStock(tx, line.productId, line.size);
  return conflict((t) => (stock ? t.api.cart.onlyLeftOf(stock, line.size, productTitle(line, t)) : t.api.orders.soldOutOf(productTitle(line, t), line.size)));
}

type Requester = {
  shopper: Shopper;
  payload: CheckoutPayload;
  hash: string;
  idempotencyKey: string | undefined;
  language: Language;
  texts: Messages;
  /** Whether the order must be confirmed, decided from its total (issue 34). */
  confirmation: CheckoutConfirmation;
};

/** What writeOrder needs besides the cart's identity and the idempotency claim. */
function orderWriteOf(deps: PlacementDeps, { shopper, payload, language, texts, confirmation }: Requester, cart: CheckoutCart, amounts: OrderAmounts) {
  return {
    cartId: cart.cartId,
    order: {
      userId: shopper.kind === 'user' ? shopper.userId : null,
      guestId: shopper.kind === 'guest' ? shopper.guestId : null,
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
      address: payload.address,
      city: payload.city,
      governorate: payload.governorate,
      paymentMethod: payload.paymentMethod,
      subtotalPiastres: amounts.subtotal,
      shippingFeePiastres: amounts.shippingFee,
      discountPiastres: amounts.discount,
      totalPiastres: amounts.total,
      promoCode: amounts.promoCode,
      language,
      ...confirmation.decide(amounts.total),
    },
    lines: inStockLockOrder(cart.lines).map((line) => ({
      productId: line.productId,
      // The name the shopper saw, in the order's language: the e-mails, my orders and the slip show it.
      title: productTitle(line, texts),
      imageUrl: line.imageKey ? deps.storage.publicUrl(line.imageKey) : '',
      size: line.size,
      quantity: line.quantity,
      finalPricePiastres: line.finalPricePiastres,
    })),
    changedBy: shopper.kind === 'user' ? shopper.userId : null,
  };
}

/**
 * The common checkout in two round trips and no transaction: the cart read and priced, then
 * the whole order written by one statement that checks the cart has not changed since and
 * that every size still has the pieces (see writeOrder). Undefined, with nothing written,
 * whenever the careful path has something to decide: an empty cart, figures that do not
 * match, WELCOME10, a size short, a cart changed meanwhile, an Idempotency-Key seen before.
 */
async function placeInOneStatement(deps: PlacementDeps, requester: Requester): Promise<OrderViewSource | undefined> {
  const cart = await readCartForCheckout(deps.db, cartOwnerOf(requester.shopper), { lock: false });
  if (!cart || cart.lines.length === 0 || cart.lines.some((line) => line.stock < line.quantity)) return undefined;
  let amounts: OrderAmounts;
  try {
    const figures = checkOrderFigures(cart.lines, requester.payload);
    // A promo code is looked up and its rules checked under locks: the careful path.
    if (figures.claimedCode) return undefined;
    amounts = applyPromo(figures, null);
  } catch {
    return undefined;
  }
  const { idempotencyKey } = requester;
  const write = {
    ...orderWriteOf(deps, requester, cart, amounts),
    cartVersion: cart.version,
    idempotency: idempotencyKey ? { requester: requesterOf(requester.shopper), key: idempotencyKey, payloadHash: requester.hash } : null,
  };
  try {
    const written = deps.inTransaction ? await deps.db.transaction((savepoint) => writeOrder(savepoint, write)) : await writeOrder(deps.db, write);
    return written.placed ? written.order : undefined;
  } catch (error) {
    // A key already used, a product deleted meanwhile, or a lock cycle: the statement wrote
    // nothing, and the careful path gives the right answer.
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION || code === DEADLOCK_DETECTED) return undefined;
    throw error;
  }
}

/**
 * Places the requester's cart as a cash-on-delivery order. Most checkouts are placed by one
 * statement (placeInOneStatement); the rest, and every refusal, go through one transaction:
 * idempotency claim, cart lock, the server's own figures, the rules of the promo code (WELCOME10's first order among them),
 * then the order written whole or not at all. Any refusal rolls all of it back.
 */
export async function placeOrder(
  deps: PlacementDeps,
  shopper: Shopper,
  payload: CheckoutPayload,
  idempotencyKey?: string,
  language: Language = 'en',
): Promise<PlacedOrder> {
  // A blocked phone or e-mail is refused (403) here, before anything is written.
  const confirmation = await checkoutConfirmation(deps.db, payload);
  const requester: Requester = { shopper, payload, hash: payloadHash(payload), idempotencyKey, language, texts: await messagesFor(language), confirmation };
  const fast = await placeInOneStatement(deps, requester);
  if (fast) {
    // Inside the caller's transaction (order-limits.ts) the caller announces after its commit:
    // announced now, another process could reload the stock before the order is visible.
    if (!deps.inTransaction) deps.events.announce({ kind: 'stock' });
    return { order: toOrderView(fast, { forOwner: true }), replayed: false, placedBy: 'one statement' };
  }

  const placed = await deps.db.transaction(async (tx): Promise<{ orderId: string } | { order: OrderViewSource }> => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, requesterOf(shopper), idempotencyKey, requester.hash);
      if (!claim.claimed) {
        if (claim.payloadHash !== requester.hash) throw new HttpError(422, (t) => t.api.orders.idempotencyKeyReused);
        if (!claim.orderId) throw conflict((t) => t.api.orders.idempotencyKeyReused);
        return { orderId: claim.orderId };
      }
    }
    const cart = await readCartForCheckout(tx, cartOwnerOf(shopper), { lock: true });
    if (!cart || cart.lines.length === 0) throw badRequest((t) => t.cart.empty);
    const figures = checkOrderFigures(cart.lines, payload);

    // Only an order claiming a code with per-customer rules reads "has this customer ordered
    // (or used it) before?", so only it takes the identity locks: an order without one reads
    // nothing those rules depend on, and once committed it is seen by any check that takes the
    // lock after it. A code with a total limit is counted under its row lock (promoForOrder).
    const promo = figures.claimedCode
      ? await promoForOrder(tx, deps.clock, figures.claimedCode, { subtotalPiastres: figures.subtotal, customer: payload }, () =>
          lockCustomerIdentity(tx, payload.email, payload.phone),
        )
      : null;
    const amounts = applyPromo(figures, promo);

    const written = await writeOrder(tx, {
      ...orderWriteOf(deps, requester, cart, amounts),
      cartVersion: null,
      idempotency: idempotencyKey ? { requester: requesterOf(shopper), key: idempotencyKey, claimed: true } : null,
    });
    if (!written.placed) {
      // The first short line in lock order, as taking them one by one would have found.
      const short = inStockLockOrder(cart.lines).find((line) => written.untaken.has(stockKey(line)))!;
      throw await shortage(tx, short);
    }
    return { order: written.order };
  });
  if ('order' in placed) {
    if (!deps.inTransaction) deps.events.announce({ kind: 'stock' });
    return { order: toOrderView(placed.order, { forOwner: true }), replayed: false, placedBy: 'transaction' };
  }
  const order = await findOrderWithLines(deps.db, placed.orderId);
  if (!order) throw new Error(`order ${placed.orderId} vanished after commit`);
  return { order: toOrderView(order, { forOwner: true }), replayed: true, placedBy: 'transaction' };
}

/** Idempotency keys past their lifetime (docs/decisions/006): run by the background jobs. */
export { deleteExpiredKeys as forgetExpiredIdempotencyKeys } from './order-idempotency.repository';
