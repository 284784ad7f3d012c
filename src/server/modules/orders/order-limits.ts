import type { Language } from '../../../shared/language';
/**
 * Limits on anonymous checkout floods: a script that empties a product's stock with guest
 * orders, or makes the shop mail any address with text of its choosing. Per client address
 * (orders per window, as request.ip sees it: see TRUST_PROXY) and per phone number (orders
 * still pending). Counted in the database, so every shop process sees the same figures, and
 * counted and placed in one transaction under a lock per address and per number, so two
 * checkouts racing for the last free place cannot both have it.
 */
import type { OrderLimits } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { Shopper } from '../../plugins/auth';
import type { AppDeps } from '../../types';
import { normalizeEgyptianPhone } from '../../../shared/phone';
import type { CheckoutPayload } from '../../../shared/schemas/checkout';
import { countOrdersForLimits, idempotencyKeyHasOrder, insertOrderSource, lockOrderLimits } from './order-limits.repository';
import { placeOrder, requesterOf, type PlacedOrder } from './order-placement.service';

type Checkout = { clientIp: string; shopper: Shopper; payload: CheckoutPayload; idempotencyKey?: string; language?: Language };

async function assertOrderLimits(tx: DbOrTx, limits: OrderLimits, clientIp: string, phone: string): Promise<void> {
  const counted = await countOrdersForLimits(tx, clientIp, limits.windowMinutes, phone);
  if (counted.fromAddress >= limits.perIp) throw new HttpError(429, (t) => t.api.http.tooManyOrdersFromAddress(limits.windowMinutes));
  if (counted.pendingForPhone >= limits.pendingPerPhone) throw new HttpError(429, (t) => t.api.http.tooManyPendingOrdersForPhone(limits.pendingPerPhone));
}

/**
 * Places the order if the client address and the phone number are within their limits (429
 * otherwise), and records where it came from, all in one transaction. A retry with an
 * Idempotency-Key that already stands for an order is not a new order: it gets the original,
 * whatever the limits say now.
 */
export async function placeOrderWithinLimits(
  deps: Pick<AppDeps, 'db' | 'storage' | 'events' | 'config' | 'clock'>,
  { clientIp, shopper, payload, idempotencyKey, language }: Checkout,
): Promise<PlacedOrder> {
  // Orders store the number as 01XXXXXXXXX; any other way of writing it counts as the same.
  const phone = normalizeEgyptianPhone(payload.phone) ?? payload.phone;
  const placed = await deps.db.transaction(async (tx) => {
    await lockOrderLimits(tx, clientIp, phone);
    const retry = idempotencyKey !== undefined && (await idempotencyKeyHasOrder(tx, requesterOf(shopper), idempotencyKey));
    if (!retry) await assertOrderLimits(tx, deps.config.orderLimits, clientIp, phone);
    const placed = await placeOrder({ ...deps, db: tx as unknown as Database, inTransaction: true }, shopper, payload, idempotencyKey, language);
    if (!placed.replayed) await insertOrderSource(tx, placed.order._id, clientIp);
    return placed;
  });
  // After the commit (placeOrder, inside this transaction, leaves it to here): announced
  // before it, a process could cache the stock as it was before this order.
  if (!placed.replayed) deps.events.announce({ kind: 'stock' });
  return placed;
}
