/**
 * The shop's background jobs, declared in one place and run once across every shop process on
 * the database (cluster/job-schedule.ts): each process ticks on an unref'd timer (it never
 * keeps a process alive), claims the jobs that are due and free, and stops on close.
 */
import { forgetExpiredRevocations } from './modules/auth';
import { deleteIdleGuestCarts } from './modules/cart';
import { forgetExpiredIdempotencyKeys } from './modules/orders';
import type { App } from './types';
import { JobSchedule, type ScheduledJob } from './cluster/index';
import { runConfirmationJob } from './modules/confirmation';
import { whatsappJobs } from './modules/whatsapp';
import { shipmentJobs } from './modules/shipments';
import { returnJobs } from './modules/returns';
import { abandonedCartJobs } from './modules/abandoned-carts';

const MINUTE_MS = 60 * 1000;

/**
 * How often a process looks for due jobs, and how soon after its start it first looks: every
 * job then runs within a minute of the shop starting when it is due (new to the database, or
 * fallen due while the shop was stopped), and then on its interval.
 */
const TICK_MS = 15 * 1000;
const FIRST_TICK_MS = 10 * 1000;

export const JOBS: ScheduledJob<App>[] = [
  // Reminders and auto-cancel of unconfirmed orders (issue 34).
  { name: 'order confirmation', everyMs: 5 * MINUTE_MS, run: (app) => runConfirmationJob(app) },
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
  ...whatsappJobs,
  // Courier shipments (issue 35): quiet shipments read from Bosta, and Bosta's district list.
  ...shipmentJobs,
  // Return mails that failed, and Bosta return pickups gone quiet (issue 36).
  ...returnJobs,
  // Cart reminders (issue 38).
  ...abandonedCartJobs,
];

export type BackgroundJobOptions = {
  /** Brings the first look forward (tests); later looks follow every `tickMs`. */
  firstRunAfterMs?: number;
  tickMs?: number;
  /** false: no job runs on its own (tests run a job themselves); the shutdown still lets the mails out. */
  timers?: false;
};

export function startBackgroundJobs(app: App, options: BackgroundJobOptions = {}): JobSchedule<App> {
  const schedule = new JobSchedule(app.deps.db, app.deps.clock, JOBS, { log: app.log });
  const timers: NodeJS.Timeout[] = [];
  let registered = false;
  let ticking = false;
  let closing = false;
  const tick = async () => {
    // One look at a time: a slow look (a long job) is not overlapped by the next.
    if (ticking || closing) return;
    ticking = true;
    try {
      if (!registered) {
        await schedule.register();
        registered = true;
      }
      await schedule.runDue(app);
    } catch (error) {
      app.log.error({ err: error }, 'background jobs: could not read the schedule');
    } finally {
      ticking = false;
    }
  };
  app.addHook('onReady', async () => {
    if (options.timers === false) return;
    const first = setTimeout(() => void tick(), options.firstRunAfterMs ?? FIRST_TICK_MS);
    const every = setInterval(() => void tick(), options.tickMs ?? TICK_MS);
    first.unref();
    every.unref();
    timers.push(first, every);
  });
  app.addHook('onClose', async () => {
    closing = true;
    // clearInterval clears timeouts too (one timer id space in Node.js).
    for (const timer of timers) clearInterval(timer);
    await schedule.settled();
    // Mails of orders placed just before the shutdown are let out first.
    await app.orderMails.settled();
  });
  return schedule;
}
