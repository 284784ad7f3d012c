/**
 * Abandoned carts (issue 38): carts left untouched past the shop's setting, one reminder each
 * by e-mail, and the admin's list with the month's figures.
 */
import type { App } from '../../types';
import { runCartReminders } from './reminder-job';

export { abandonedCartsRoutes } from './abandoned-carts.routes';
export { runCartReminders } from './reminder-job';
export { cairoMonthStart } from './abandoned-carts.service';

/** For jobs.ts: soon after a start (within a minute), then every 10 minutes (the issue asks at least every 15). */
export const abandonedCartJobs = [{ name: 'cart reminders', everyMs: 10 * 60 * 1000, firstAfterMs: 30 * 1000, run: (app: App) => runCartReminders(app) }];
