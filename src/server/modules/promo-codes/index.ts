/**
 * Promotion codes (issue 38): the admin's codes and their report, the checkout's Apply, and
 * the rules an order's code must meet (promoForOrder, run inside the order's transaction).
 * WELCOME10 is created once, at the shop's first start.
 */
import type { App } from '../../types';
import { ensureWelcomeCode } from './promo-codes.repository';

export { promoCodesRoutes } from './promo-codes.routes';
export { promoForOrder } from './promo-rules.service';
export { ensureWelcomeCode, findPromoCodeByCode } from './promo-codes.repository';

/** At every start: WELCOME10 exists (created the first time; the owner's edits stand afterwards). */
export function startPromoCodes(app: App): void {
  app.addHook('onReady', async () => ensureWelcomeCode(app.deps.db));
}
