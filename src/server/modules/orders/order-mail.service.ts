import type { Language } from '../../../shared/language';
import type { App } from '../../types';
import { signWithShopSettings } from '../shop-settings';
import { readSettings } from '../shop-settings';
import { findOrderWithLines, findUnconfirmedOrderIds, markConfirmationSent } from './orders.repository';
import { confirmationMail } from './order-confirmation-mail';
import { toOrderView, type OrderView } from './order-view';
import { statusMail } from './order-status-mail';
import { findDueStatusMail, findOrdersWithUnmailedChanges, markStatusMailed } from './order-status-mail.repository';

const MINUTE_MS = 60 * 1000;
/**
 * Mails queued in memory at most: checkouts are the clients' to make (guests included, from
 * as many addresses as they have), and with a slow mail server an unbounded queue would grow
 * with them. Past it a mail is left to the periodic retry, which finds it in the database.
 */
export const MAX_QUEUED_MAILS = 500;
/** Older orders are not worth a first "thank you" any more. */
const RETRY_HORIZON_MS = 3 * 24 * 60 * MINUTE_MS;

/** Sends one order's confirmation and records it; throws when the mail could not be sent. */
async function sendConfirmationOf(app: Pick<App, 'deps'>, order: OrderView, language: Language): Promise<void> {
  const autoCancelHours = order.confirmationToken ? (await readSettings(app.deps.db)).autoCancelHours : 0;
  await app.deps.mailer.send(await signWithShopSettings(app.deps.db, await confirmationMail(order, language, app.deps.config.publicUrl, autoCancelHours), language));
  await markConfirmationSent(app.deps.db, order._id);
}

/** Reads the order back first: for orders whose first attempt failed or never ran. */
async function sendOrderConfirmation(app: Pick<App, 'deps'>, orderId: string): Promise<void> {
  const order = await findOrderWithLines(app.deps.db, orderId);
  if (!order || order.confirmationSentAt) return;
  // With the token: the mail carries the confirmation link.
  await sendConfirmationOf(app, toOrderView(order, { forOwner: true }), order.language);
}

/**
 * Sends the mail of the order's latest status change when it is still due (shipped, delivered,
 * cancelled, not yet mailed, still the order's status) and records it.
 */
async function sendStatusMailOf(app: Pick<App, 'deps'>, orderId: string): Promise<void> {
  const due = await findDueStatusMail(app.deps.db, orderId);
  if (!due) return;
  const order = await findOrderWithLines(app.deps.db, orderId);
  if (!order) return;
  const mail = await statusMail(toOrderView(order), due.status, order.cancelReason, order.language, app.deps.config.publicUrl);
  if (mail) await app.deps.mailer.send(await signWithShopSettings(app.deps.db, mail, order.language));
  await markStatusMailed(app.deps.db, due.changeId);
}

/**
 * Sends the due mails of these orders one by one, stopping at the first failure: the mail
 * server is then likely still down, and the rest wait for the next round.
 */
async function sendInTurn(app: Pick<App, 'log'>, orderIds: string[], send: (orderId: string) => Promise<void>, what: string): Promise<number> {
  let sent = 0;
  for (const orderId of orderIds) {
    try {
      await send(orderId);
      sent++;
    } catch (error) {
      app.log.warn({ err: error, orderId }, `${what} failed again; will retry`);
      break;
    }
  }
  return sent;
}

/** The window a retry looks at: not older than the horizon, not younger than a first attempt in flight. */
const retryWindow = (now: Date) => [new Date(now.getTime() - RETRY_HORIZON_MS), new Date(now.getTime() - 2 * MINUTE_MS)] as const;

/** Retries status mails that failed, as retryPendingConfirmations does for confirmations. */
export async function retryPendingStatusMails(app: Pick<App, 'deps' | 'log'>, now = new Date()): Promise<number> {
  const ids = await findOrdersWithUnmailedChanges(app.deps.db, ...retryWindow(now), 50);
  return sendInTurn(app, ids, (id) => sendStatusMailOf(app, id), 'order status mail');
}

/**
 * Retries confirmations that failed (SMTP down, process stopped right after the commit).
 * Orders younger than two minutes are left to their first attempt still in flight.
 * Several shop processes may both send one mail in a rare race: a duplicate "thank you" is
 * better than none.
 */
export async function retryPendingConfirmations(app: Pick<App, 'deps' | 'log'>, now = new Date()): Promise<number> {
  const ids = await findUnconfirmedOrderIds(app.deps.db, ...retryWindow(now), 50);
  return sendInTurn(app, ids, (id) => sendOrderConfirmation(app, id), 'order confirmation mail');
}

/**
 * Confirmation mail after commit, never in the order's way: mails go out one at a time, so a
 * sale's rush of checkouts is not slowed by as many mails built and sent at once (they catch
 * up right after). When a mail fails, the mail server is likely down: the waiting ones are
 * left to the periodic retry (`retryPending`, run by the background jobs) rather than each
 * waiting out its own timeout. At most MAX_QUEUED_MAILS wait here; the rest are left to that
 * retry too.
 */
export class OrderMails {
  private readonly waiting: Array<{ confirm: OrderView; language: Language } | { statusOf: string }> = [];
  private draining: Promise<void> | undefined;
  /** Whether a mail was left to the retry since the queue was last empty (logged once per overflow). */
  private overflowed = false;

  constructor(private readonly app: Pick<App, 'deps' | 'log'>) {}

  /** How many mails wait in memory now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Queues the confirmation of an order just placed, in the language it was placed in. */
  sendConfirmation(order: OrderView, language: Language = 'en'): void {
    this.enqueue({ confirm: order, language });
  }

  /** Queues the customer's mail about an order's new status (sent only for shipped, delivered, cancelled). */
  sendStatusUpdate(orderId: string): void {
    this.enqueue({ statusOf: orderId });
  }

  private enqueue(job: { confirm: OrderView; language: Language } | { statusOf: string }): void {
    if (this.waiting.length >= MAX_QUEUED_MAILS) {
      if (!this.overflowed) this.app.log.warn({ queued: this.waiting.length }, 'order mails queue full; further mails are left to the periodic retry');
      this.overflowed = true;
      return;
    }
    this.waiting.push(job);
    this.startDraining();
  }

  /** The periodic retry; skipped while the queue drains, whose orders still look unconfirmed. */
  async retryPending(): Promise<number> {
    if (this.draining) return 0;
    return (await retryPendingConfirmations(this.app)) + (await retryPendingStatusMails(this.app));
  }

  /** Resolves once the mails in flight are sent (or have failed). */
  async settled(): Promise<void> {
    await this.draining;
  }

  private startDraining(): void {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.waiting.length === 0) this.overflowed = false;
      // An order may have been queued after the loop found the queue empty.
      if (this.waiting.length > 0) this.startDraining();
    });
  }

  private async drain(): Promise<void> {
    for (let job = this.waiting.shift(); job; job = this.waiting.shift()) {
      try {
        if ('confirm' in job) await sendConfirmationOf(this.app, job.confirm, job.language);
        else await sendStatusMailOf(this.app, job.statusOf);
      } catch (error) {
        const orderId = 'confirm' in job ? job.confirm._id : job.statusOf;
        this.app.log.warn({ err: error, orderId, leftToRetry: this.waiting.length }, 'order mail failed; will retry');
        this.waiting.length = 0;
      }
    }
  }
}
