import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../http/http-error';
import type { Shopper } from '../../plugins/auth';
import type { AppDeps } from '../../types';
import { messages } from '../../../shared/messages';
import type { CheckoutPayload } from '../../../shared/schemas/checkout';
import { deleteCart, findGalleryImages, findLineDetails, findSizeStock, lockCart, type CartLineDetail } from '../cart/cart.repository';
import { cartOwnerOf } from '../cart/cart.service';
import { attachOrderToKey, claimIdempotencyKey } from './order-idempotency.repository';
import { priceOrder } from './order-pricing';
import { inStockLockOrder, takeStock } from './order-stock.repository';
import { toOrderView, type OrderView } from './order-view';
import { findOrderWithLines, hasLiveOrderFor, hasRedemptionFor, insertOrder, insertRedemption, insertStatusChange, lockCustomerIdentity } from './orders.repository';

type PlacementDeps = Pick<AppDeps, 'db' | 'storage'>;
const m = messages.api.orders;

export type PlacedOrder = { order: OrderView; replayed: boolean };

const requesterOf = (shopper: Shopper) => (shopper.kind === 'user' ? `user:${shopper.userId}` : `guest:${shopper.guestId}`);

/** A stable fingerprint of what was asked, to tell a retry from a different order under one key. */
function payloadHash(payload: CheckoutPayload): string {
  const fields = ['email', 'firstName', 'lastName', 'address', 'city', 'governorate', 'phone', 'paymentMethod', 'shippingFee', 'discount', 'promoCode'] as const;
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => payload[field] ?? null)))
    .digest('hex');
}

/** 409 naming the product and size that ran short. */
async function shortage(tx: DbOrTx, line: CartLineDetail): Promise<HttpError> {
  const { stock } = await findSizeStock(tx, line.productId, line.size);
  return conflict(stock ? messages.api.cart.onlyLeftOf(stock, line.size, line.title) : m.soldOutOf(line.title, line.size));
}

/**
 * Places the requester's cart as a cash-on-delivery order, in one transaction: idempotency
 * claim, cart lock, the server's own figures, the first-order rule of WELCOME10, stock taken
 * with conditional updates, the order with a snapshot of its lines, the redemption, the first
 * status row, and the cart emptied. Any refusal rolls all of it back.
 */
export async function placeOrder(deps: PlacementDeps, shopper: Shopper, payload: CheckoutPayload, idempotencyKey?: string): Promise<PlacedOrder> {
  const requester = requesterOf(shopper);
  const hash = payloadHash(payload);
  const placed = await deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, requester, idempotencyKey, hash);
      if (!claim.claimed) {
        if (claim.payloadHash !== hash) throw new HttpError(422, m.idempotencyKeyReused);
        if (!claim.orderId) throw conflict(m.idempotencyKeyReused);
        return { orderId: claim.orderId, replayed: true };
      }
    }
    const cartId = await lockCart(tx, cartOwnerOf(shopper));
    const lines = cartId ? await findLineDetails(tx, cartId) : [];
    if (!cartId || lines.length === 0) throw badRequest(messages.cart.empty);
    const amounts = priceOrder(lines, payload);

    await lockCustomerIdentity(tx, payload.email, payload.phone);
    if (amounts.promoCode) {
      const used = (await hasLiveOrderFor(tx, payload.email, payload.phone)) || (await hasRedemptionFor(tx, amounts.promoCode, payload.email, payload.phone));
      if (used) throw conflict(m.welcomeCodeUsed);
    }

    for (const line of inStockLockOrder(lines)) {
      if (!(await takeStock(tx, line.productId, line.size, line.quantity))) throw await shortage(tx, line);
    }

    const images = await findGalleryImages(tx, [...new Set(lines.map((line) => line.productId))]);
    const imageOf = (productId: string) => images.find((image) => image.productId === productId)?.imageKey;
    const orderId = await insertOrder(
      tx,
      {
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
      },
      lines.map((line) => {
        const imageKey = imageOf(line.productId);
        return {
          productId: line.productId,
          title: line.title,
          imageUrl: imageKey ? deps.storage.publicUrl(imageKey) : '',
          size: line.size,
          quantity: line.quantity,
          finalPricePiastres: line.finalPricePiastres,
        };
      }),
    );
    if (amounts.promoCode) await insertRedemption(tx, { code: amounts.promoCode, email: payload.email, phone: payload.phone, orderId });
    await insertStatusChange(tx, { orderId, fromStatus: null, toStatus: 'pending', changedBy: shopper.kind === 'user' ? shopper.userId : null });
    await deleteCart(tx, cartId);
    if (idempotencyKey) await attachOrderToKey(tx, requester, idempotencyKey, orderId);
    return { orderId, replayed: false };
  });
  const order = await findOrderWithLines(deps.db, placed.orderId);
  if (!order) throw new Error(`order ${placed.orderId} vanished after commit`);
  return { order: toOrderView(order), replayed: placed.replayed };
}
