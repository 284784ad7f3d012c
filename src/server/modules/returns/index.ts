/**
 * Returns and exchanges (issue 36): the customer's requests, the admin's Returns screen, the
 * courier pickup, and the figures other modules read (refunds into net sales).
 */
import type { App } from '../../types';
import { retryReturnMails } from './returns-notify';
import { pollQuietPickups } from './pickup-poll';

export { returnsRoutes } from './returns.routes';
export { partialRefundsByDay } from './returns-report.repository';
export { returnMailsSettled } from './returns-notify';
export { applyPickupEvent } from './pickup-tracking';
export { pollQuietPickups } from './pickup-poll';

/**
 * Jobs of the module, for jobs.ts (each runs once across processes, background_jobs): return
 * mails that failed, retried like the order mails; and the Bosta pickups whose webhook went
 * quiet, polled hourly like the parcels (the shipments' poll rule, pickup-poll.ts).
 */
export const returnJobs = [
  { name: 'return mails retry', everyMs: 5 * 60 * 1000, run: (app: App) => retryReturnMails(app) },
  {
    name: 'return pickup poll',
    everyMs: 60 * 60 * 1000,
    run: async (app: App) => {
      const { checked, applied } = await pollQuietPickups(app);
      if (checked > 0) app.log.info({ checked, applied }, 'polled quiet return pickups');
    },
  },
];
