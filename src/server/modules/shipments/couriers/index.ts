import { HttpError } from '../../../http/http-error';
import type { App } from '../../../types';
import type { Courier } from '../../../../shared/shipping-courier';
import { bostaCourier } from './bosta';
import type { CourierAdapter } from './courier';
import { ownDelivery } from './own';

const bostaAdapters = new WeakMap<App, ReturnType<typeof bostaCourier>>();

/** The secret Bosta sends back with each event: the shop's own, shared by every process on the database (src/server/secrets). */
export const bostaWebhookSecret = (app: App): string => app.deps.secrets.bostaWebhook;

/** Where Bosta posts a delivery's events, and the secret it sends back: every delivery the shop creates (parcels, return pickups) names them. */
export function bostaWebhookOf(app: App): { url: string; secret: string } {
  return { url: `${app.deps.config.publicUrl}/api/webhooks/bosta`, secret: bostaWebhookSecret(app) };
}

/** The shop's Bosta adapter, or 409 when no API key is set. */
export function bostaOf(app: App): ReturnType<typeof bostaCourier> {
  const config = app.deps.config.bosta;
  if (!config) throw new HttpError(409, (t) => t.courier.notConfigured);
  let adapter = bostaAdapters.get(app);
  if (!adapter) {
    adapter = bostaCourier(config, bostaWebhookOf(app));
    bostaAdapters.set(app, adapter);
  }
  return adapter;
}

export function courierOf(app: App, courier: Courier): CourierAdapter {
  return courier === 'bosta' ? bostaOf(app) : ownDelivery;
}
