import type { App } from '../../types';
import { refreshDistricts } from './districts.service';
import { pollQuietShipments } from './tracking.service';

const MINUTE_MS = 60 * 1000;

/** The shipments' background jobs; both do nothing while Bosta is not connected. */
export const shipmentJobs = [
  {
    // Webhooks get lost: a shipment with no news for a day is read from Bosta (hourly, a batch at a time).
    name: 'shipment poll',
    everyMs: 60 * MINUTE_MS,
    run: async (app: App) => {
      const { checked, applied } = await pollQuietShipments(app);
      if (checked > 0) app.log.info({ checked, applied }, 'polled quiet shipments');
    },
  },
  {
    // Bosta's cities and districts, daily; a new shop's first run comes within a minute of its start (jobs.ts).
    name: 'bosta districts',
    everyMs: 24 * 60 * MINUTE_MS,
    run: async (app: App) => {
      if (!app.deps.config.bosta) return;
      const counts = await refreshDistricts(app);
      app.log.info(counts, "refreshed Bosta's districts");
    },
  },
];
