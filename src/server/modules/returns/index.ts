/**
 * Returns and exchanges (issue 36): the customer's requests, the admin's Returns screen, the
 * courier pickup, and the figures other modules read (refunds into net sales).
 */
import type { App } from '../../types';
import { returnNumberLabel } from '../../../shared/returns';
import { retryReturnMails } from './returns-notify';
import { pollQuietPickups } from './pickup-poll';
import { bookPendingPickups } from './pickup';
import { bostaExchangeOrders } from './returns.repository';
import type { DbOrTx } from '../../db/client';

export { returnsRoutes } from './returns.routes';
export { partialRefundsByDay } from './returns-report.repository';
export { returnMailsSettled } from './returns-notify';
export { applyPickupEvent } from './pickup-tracking';
export { pollQuietPickups } from './pickup-poll';

/**
 * The exchange orders among these that the shipments desk must not hand off as parcels of their
 * own (decision 030-return-pickups-once), with the return's label: `booked`, a Bosta
 * exchange (type 30) delivers the new size; else the return's pickup is still to book (it may
 * become such an exchange in a moment).
 */
export async function ordersInBostaExchange(db: DbOrTx, orderIds: string[]): Promise<Map<string, { label: string; booked: boolean }>> {
  const found = await bostaExchangeOrders(db, orderIds);
  return new Map([...found].map(([orderId, { number, booked }]) => [orderId, { label: returnNumberLabel(number), booked }]));
}

/**
 * Jobs of the module, for jobs.ts (each runs once across processes, background_jobs): return
 * mails that failed, retried like the order mails; and the Bosta pickups whose webhook went
 * quiet, polled hourly like the parcels (the shipments' poll rule, pickup-poll.ts); and the
 * pickups of approved requests still to book (a crash after the approval's commit, or Bosta
 * unable to say whether it holds one), booked once with the look-up first (pickup.ts), the
 * customer mailed the tracking number once (a history row of kind 'pickup_booked').
 */
export const returnJobs = [
  { name: 'return mails retry', everyMs: 5 * 60 * 1000, run: (app: App) => retryReturnMails(app) },
  {
    name: 'return pickups to book',
    everyMs: 5 * 60 * 1000,
    run: async (app: App) => {
      const tried = await bookPendingPickups(app);
      if (tried > 0) app.log.info({ tried }, 'booked return pickups left to book');
    },
  },
  {
    name: 'return pickup poll',
    everyMs: 60 * 60 * 1000,
    run: async (app: App) => {
      const { checked, applied } = await pollQuietPickups(app);
      if (checked > 0) app.log.info({ checked, applied }, 'polled quiet return pickups');
    },
  },
];
