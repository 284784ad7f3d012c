import type { App } from '../../types';
import { findOrderWithLines, findUnconfirmedOrderIds, markConfirmationSent } from './orders.repository';
import { confirmationMail } from './order-confirmation-mail';
import { toOrderView, type OrderView } from './order-view';

const MINUTE_MS = 60 * 1000;
/** Older orders are not worth a first "thank you" any more. */
const RETRY_HORIZON_MS = 3 * 24 * 60 * MINUTE_MS;

/** Sends one order's confirmation and records it; throws when the mail could not be sent. */
async function sendConfirmationOf(app: Pick<App, 'deps'>, order: OrderView): Promise<void> {
  await app.deps.mailer.send(confirmationMail(order, app.deps.config.publicUrl));
  await markConfirmationSent(app.deps.db, order._id);
}

/** Reads the order back first: for orders whose first attempt failed or never ran. */
async function sendOrderConfirmation(app: Pick<App, 'deps'>, orderId: string): Promise<void> {
  const order = await findOrderWithLines(app.deps.db, orderId);
  if (!order || order.confirmationSentAt) return;
  await sendConfirmationOf(app, toOrderView(order));
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
 * Confirmation mail after commit, never in the order's way: mails go out one at a time, so a
 * sale's rush of checkouts is not slowed by as many mails built and sent at once (they catch
 * up right after). When a mail fails, the mail server is likely down: the waiting ones are
 * left to the periodic retry (`retryPending`, run by the background jobs) rather than each
 * waiting out its own timeout.
 */
export class OrderMails {
  private readonly waiting: OrderView[] = [];
  private draining: Promise<void> | undefined;

  constructor(private readonly app: Pick<App, 'deps' | 'log'>) {}

  /** Queues the confirmation of an order just placed. */
  sendConfirmation(order: OrderView): void {
    this.waiting.push(order);
    this.startDraining();
  }

  /** The periodic retry; skipped while the queue drains, whose orders still look unconfirmed. */
  async retryPending(): Promise<number> {
    if (this.draining) return 0;
    return retryPendingConfirmations(this.app);
  }

  /** Resolves once the mails in flight are sent (or have failed). */
  async settled(): Promise<void> {
    await this.draining;
  }

  private startDraining(): void {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      // An order may have been queued after the loop found the queue empty.
      if (this.waiting.length > 0) this.startDraining();
    });
  }

  private async drain(): Promise<void> {
    for (let order = this.waiting.shift(); order; order = this.waiting.shift()) {
      try {
        await sendConfirmationOf(this.app, order);
      } catch (error) {
        this.app.log.warn({ err: error, orderId: order._id, leftToRetry: this.waiting.length }, 'order confirmation mail failed; will retry');
        this.waiting.length = 0;
      }
    }
  }
}
