/**
 * The shop's background jobs, started in one place: each runs on a timer while the app is up,
 * unref'd (it never keeps a process alive) and stopped on close. Several shop processes may
 * each run them: every job is idempotent.
 */
import { forgetExpiredRevocations } from './modules/auth';
import { deleteIdleGuestCarts } from './modules/cart';
import { forgetExpiredIdempotencyKeys } from './modules/orders';
import type { App } from './types';
import { runConfirmationJob } from './modules/confirmation';
import { whatsappJobs } from './modules/whatsapp';
import { shipmentJobs } from './modules/shipments';
import { returnJobs } from './modules/returns';
import { abandonedCartJobs } from './modules/abandoned-carts';

const MINUTE_MS = 60 * 1000;

/** `firstAfterMs`: also run once this soon after the start, rather than a whole period later. */
type Job = { name: string; everyMs: number; firstAfterMs?: number; run: (app: App) => Promise<unknown> };

const JOBS: Job[] = [
  // Reminders and auto-cancel of unconfirmed orders (issue 34); soon after a start, so orders
  // that fell due while the shop was stopped are handled at once.
  { name: 'order confirmation', everyMs: 5 * MINUTE_MS, firstAfterMs: 20 * 1000, run: (app) => runConfirmationJob(app) },
  // Confirmation mails that failed (mail server down, process stopped right after the commit).
  { name: 'order confirmation retry', everyMs: 5 * MINUTE_MS, run: (app) => app.orderMails.retryPending() },
  { name: 'expired idempotency keys', everyMs: 5 * MINUTE_MS, run: (app) => forgetExpiredIdempotencyKeys(app.deps.db) },
  // A signed-out token needs its row only until it would have expired anyway.
  { name: 'expired token revocations', everyMs: 60 * MINUTE_MS, run: (app) => forgetExpiredRevocations(app.deps.db) },
  {
    name: 'idle guest carts',
    everyMs: 60 * MINUTE_MS,
    run: async (app) => {
      const count = await deleteIdleGuestCarts(app.deps.db);
      if (count > 0) app.log.info({ count }, 'removed idle guest carts');
    },
  },
  // WhatsApp sends that failed, retried with backoff (each due message claimed by one process).
  ...whatsappJobs.map((job) => ({ ...job, firstAfterMs: 20 * 1000 })),
  // Courier shipments (issue 35): quiet shipments read from Bosta, and Bosta's district list.
  ...shipmentJobs,
  // Return mails that failed (issue 36).
  ...returnJobs,
  // Cart reminders (issue 38).
  ...abandonedCartJobs,
];

/** `timers: false`: no job runs on its own (tests), the shutdown still lets the mails out. */
export function startBackgroundJobs(app: App, options: { firstRunAfterMs?: number; timers?: false } = {}): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    if (options.timers === false) return;
    for (const job of JOBS) {
      const run = () => {
        job.run(app).catch((error: unknown) => app.log.error({ err: error }, `background job failed: ${job.name}`));
      };
      const timer = setInterval(run, job.everyMs);
      timer.unref();
      timers.push(timer);
      if (job.firstAfterMs !== undefined) {
        const first = setTimeout(run, options.firstRunAfterMs ?? job.firstAfterMs);
        first.unref();
        timers.push(first);
      }
    }
  });
  app.addHook('onClose', async () => {
    // clearInterval clears timeouts too (one timer id space in Node.js).
    for (const timer of timers) clearInterval(timer);
    // Mails of orders placed just before the shutdown are let out first.
    await app.orderMails.settled();
  });
}
