/**
 * Limits on anonymous checkout floods: a script that empties a product's stock with guest
 * orders, or makes the shop mail any address with text of its choosing. Per client address
 * (orders per window, as request.ip sees it: see TRUST_PROXY) and per phone number (orders
 * still pending). Counted in the database, so every shop process sees the same figures.
 * Checked before the order is placed; two requests at the same instant may both pass the
 * last free place, which bounds a flood as well.
 */
import type { OrderLimits } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { apiMessages } from '../../../shared/api-messages';
import { normalizeEgyptianPhone } from '../../../shared/phone';
import { countOrdersFromAddress, countPendingOrdersForPhone, insertOrderSource } from './order-limits.repository';

export async function assertOrderLimits(db: Database, limits: OrderLimits, clientIp: string, phone: string): Promise<void> {
  if ((await countOrdersFromAddress(db, clientIp, limits.windowMinutes)) >= limits.perIp) {
    throw new HttpError(429, apiMessages.http.tooManyOrdersFromAddress(limits.windowMinutes));
  }
  // Orders store the number as 01XXXXXXXXX; any other way of writing it counts as the same.
  const number = normalizeEgyptianPhone(phone) ?? phone;
  if ((await countPendingOrdersForPhone(db, number)) >= limits.pendingPerPhone) {
    throw new HttpError(429, apiMessages.http.tooManyPendingOrdersForPhone(limits.pendingPerPhone));
  }
}

/** Records the address an order came from (after it is placed). */
export const recordOrderSource = insertOrderSource;
