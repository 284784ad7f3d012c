import type { App } from '../../types';
import { findOrderWithLines, findUnconfirmedOrderIds, markConfirmationSent } from './orders.repository';
import { deleteExpiredKeys } from './order-idempotency.repository';
import { confirmationMail } from './order-confirmation-mail';
import { toOrderView } from './order-view';

const RETRY_INTERVAL_MS = 5 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Older orders are not worth a first "thank you" any more. */
const RETRY_HORIZON_MS = 3 * 24 * 60 * MINUTE_MS;

/** Sends one order's confirmation and records it; throws when the mail could not be sent. */
export async function sendOrderConfirmation(app: Pick<App, 'deps'>, orderId: string): Promise<void> {
  const order = await findOrderWithLines(app.deps.db, orderId);
  if (!order || order.confirmationSentAt) return;
  await app.deps.mailer.send(confirmationMail(toOrderView(order), app.deps.config.publicUrl));
  await markConfirmationSent(app.deps.db, orderId);
}

/**
 * Retries confirmations that failed (SMTP down, process stopped right after the commit).
 * Orders younger than two minutes are left to their first attempt still in flight.
 * Several shop processes may both send one mail in a rare race: a duplicate "thank you" is
 * better than none.
 */
export async function retryPendingConfirmations(app: Pick<App, 'deps' | 'log'>, now = new Date()): Promise<number> {
  const ids = await findUnconfirmedOrderIds(app.deps.db, new Date(now.getTime() - RETRY_HORIZON_MS), new Date(now.getTime() - 2 * MINUTE_MS), 50);
  let sent = 0;
  for (const id of ids) {
    try {
      await sendOrderConfirmation(app, id);
      sent++;
    } catch (error) {
      app.log.warn({ err: error, orderId: id }, 'order confirmation mail failed again; will retry');
      break; // the mail server is still down: try the rest next round
    }
  }
  return sent;
}

/**
 * Confirmation mail after commit, never in the order's way: failures are logged and left to
 * the periodic retry. Returns the dispatcher the order route calls.
 */
export function registerConfirmationMail(app: App): (orderId: string) => void {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retryPendingConfirmations(app)
        .then(() => deleteExpiredKeys(app.deps.db))
        .catch((error: unknown) => app.log.error({ err: error }, 'order confirmation retry failed'));
    }, RETRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await Promise.allSettled(inFlight);
  });
  return (orderId) => {
    const sending = sendOrderConfirmation(app, orderId)
      .catch((error: unknown) => app.log.warn({ err: error, orderId }, 'order confirmation mail failed; will retry'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
}
