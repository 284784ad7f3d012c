/**
 * Returns and exchanges (issue 36): the customer's requests, the admin's Returns screen, the
 * courier pickup, and the figures other modules read (refunds into net sales).
 */
import type { App } from '../../types';
import { retryReturnMails } from './returns-notify';

export { returnsRoutes } from './returns.routes';
export { partialRefundsByDay } from './returns-report.repository';
export { returnMailsSettled } from './returns-notify';

/** Jobs of the module, for jobs.ts: return mails that failed, retried like the order mails. */
export const returnJobs = [{ name: 'return mails retry', everyMs: 5 * 60 * 1000, run: (app: App) => retryReturnMails(app) }];
