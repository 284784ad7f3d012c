/**
 * Tracking (issue 35): Bosta's webhook, the poll of shipments whose events stopped, the desk's
 * own-delivery records, and airway bills.
 */
import crypto from 'node:crypto';
import type { OwnStateBody } from '../../../shared/schemas/shipments';
import { toPiastres } from '../../../shared/money';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/http-error';
import type { App } from '../../types';
import { BOSTA_SECRET_HEADER, mapBostaEvent } from './couriers/bosta';
import { CourierError } from './couriers/courier';
import { bostaOf, bostaWebhookSecret, courierOf } from './couriers/index';
import { ownDelivery } from './couriers/own';
import { applyCourierEvent, type EventOutcome } from './shipment-events.service';
import { findOrdersByIds } from './handoff.repository';
import { findQuietShipments, findShipmentByOrder, touchChecked } from './shipments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A courier's failure as the desk's answer: 502 with Bosta's own words, or 503 when it did not answer. */
export function courierFailure(error: unknown): never {
  if (error instanceof CourierError) {
    throw new HttpError(error.unavailable ? 503 : 502, (t) => (error.unavailable ? t.courier.courierUnavailable : t.courier.courierRefused(error.message)));
  }
  throw error;
}

const sameSecret = (given: string | undefined, secret: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * One webhook delivery from Bosta: trusted only with the shop's secret header (401 before
 * anything is read otherwise); an event the shop cannot use, or of a tracking number it does
 * not know, is acknowledged (Bosta would only send it again) and logged.
 */
export async function receiveBostaWebhook(app: App, raw: Buffer, secretHeader: string | undefined): Promise<EventOutcome | 'ignored'> {
  if (!sameSecret(secretHeader, bostaWebhookSecret(app))) throw unauthorized((t) => t.courier.badSecret);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest((t) => t.api.http.malformedJson);
  }
  // A return's pickup (issue 36) has its own tracking number: the returns module follows it.
  const pickup = await returnPickupOutcome(app, body);
  if (pickup) return pickup;
  const event = mapBostaEvent(body);
  if (!event) {
    app.log.warn({ body }, 'Bosta webhook: not a state event the shop knows; acknowledged');
    return 'ignored';
  }
  const result = await applyCourierEvent(app, 'bosta', event, { trackingNumber: event.trackingNumber });
  if (result.outcome === 'unknown') app.log.warn({ trackingNumber: event.trackingNumber }, 'Bosta webhook: unknown tracking number; acknowledged');
  return result.outcome;
}

export { BOSTA_SECRET_HEADER };

/**
 * The outcome when the event is of a return's pickup, else null. Imported when called: the
 * returns module builds on this one (its pickup is created through it), so a static import
 * would make the two modules load each other.
 */
async function returnPickupOutcome(app: App, body: unknown): Promise<EventOutcome | null> {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  const trackingNumber = typeof fields.trackingNumber === 'string' || typeof fields.trackingNumber === 'number' ? String(fields.trackingNumber) : null;
  const at = typeof fields.timeStamp === 'string' ? new Date(fields.timeStamp) : null;
  if (!trackingNumber || !at || Number.isNaN(at.getTime())) return null;
  const { applyPickupEvent } = await import('../returns');
  const outcome = await applyPickupEvent(app, { trackingNumber, code: Number(fields.state), type: typeof fields.type === 'string' ? fields.type : null, at });
  return outcome === 'unknown' ? null : outcome;
}

/** How long a Bosta delivery may stay silent before the poll asks Bosta about it. */
export const BOSTA_QUIET_MS = DAY_MS;

/**
 * The one rule of every Bosta poll (a webhook can be lost): the deliveries that heard nothing
 * for a day, a batch at a time, quietest first, are read from Bosta one by one; each is marked
 * checked when Bosta answered, and one Bosta could not answer (down, or the delivery unknown
 * to it) is tried again at the next run. `read` applies what Bosta says and tells whether it
 * changed anything; applying must be idempotent (the same state read again changes nothing).
 * The parcels (below) and the return pickups (returns module) poll through it.
 */
export async function pollQuietBosta<T extends { trackingNumber: string | null }>(
  app: App,
  source: {
    what: string;
    find: (before: Date, limit: number) => Promise<T[]>;
    read: (item: T & { trackingNumber: string }) => Promise<boolean>;
    touch: (item: T, now: Date) => Promise<void>;
  },
  limit = 200,
): Promise<{ checked: number; applied: number }> {
  if (!app.deps.config.bosta) return { checked: 0, applied: 0 };
  const now = app.deps.clock.now();
  const quiet = await source.find(new Date(now.getTime() - BOSTA_QUIET_MS), limit);
  let applied = 0;
  for (const item of quiet) {
    if (!item.trackingNumber) continue;
    try {
      if (await source.read(item as T & { trackingNumber: string })) applied++;
      await source.touch(item, now);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      // Bosta down or the delivery unknown to it: tried again at the next run.
      app.log.warn({ err: error, trackingNumber: item.trackingNumber }, `${source.what} poll: Bosta did not answer`);
    }
  }
  return { checked: quiet.length, applied };
}

/**
 * Reads from Bosta the shipments that heard nothing for a day and applies what changed: the
 * same event read again has the same key, and an older one is never applied, so a poll never
 * applies anything twice.
 */
export async function pollQuietShipments(app: App, limit = 200): Promise<{ checked: number; applied: number }> {
  if (!app.deps.config.bosta) return { checked: 0, applied: 0 };
  const bosta = bostaOf(app);
  return pollQuietBosta(
    app,
    {
      what: 'shipment',
      find: (before, batch) => findQuietShipments(app.deps.db, 'bosta', before, batch),
      read: async (shipment) => {
        const event = await bosta.readState(shipment.trackingNumber);
        return !!event && (await applyCourierEvent(app, 'bosta', event, { trackingNumber: shipment.trackingNumber })).outcome === 'applied';
      },
      touch: (shipment, now) => touchChecked(app.deps.db, shipment.id, now),
    },
    limit,
  );
}

/**
 * The desk records own delivery's states by hand (the same effects as a courier's event). A
 * Bosta shipment not yet picked up may be cancelled here too: it is withdrawn at Bosta first.
 */
export async function recordShipmentState(app: App, adminId: string, orderId: string, body: OwnStateBody): Promise<void> {
  const shipment = await findShipmentByOrder(app.deps.db, orderId);
  if (!shipment || shipment.handoff !== 'sent') throw notFound((t) => t.courier.noShipment);
  if (body.codCollected !== undefined && body.state !== 'delivered') throw badRequest((t) => t.courier.codOnlyWhenDelivered);
  const bostaCancel = shipment.courier === 'bosta' && body.state === 'cancelled' && shipment.state === 'created';
  if (shipment.courier !== 'own' && !bostaCancel) throw conflict((t) => t.courier.notOwnDelivery);
  if (bostaCancel && shipment.trackingNumber) {
    try {
      await courierOf(app, 'bosta').cancel(shipment.trackingNumber);
    } catch (error) {
      courierFailure(error);
    }
  }
  const event = ownDelivery.mapEvent({
    orderId,
    state: body.state,
    at: app.deps.clock.now(),
    codCollected: body.codCollected === undefined ? undefined : toPiastres(body.codCollected),
    note: body.note,
  })!;
  const result = await applyCourierEvent(app, shipment.courier, { ...event, exceptionReason: event.exceptionReason ?? body.note ?? null }, { orderId }, adminId);
  if (result.outcome === 'stale') {
    throw conflict((t) => t.courier.stateNotAllowed(t.courier.states[shipment.state], t.courier.states[body.state]));
  }
}

/** Bosta's airway bills of these orders, one PDF; 400 naming none when one of them has no Bosta shipment. */
export async function airwayBills(app: App, orderIds: string[]): Promise<Buffer> {
  const orders = await findOrdersByIds(app.deps.db, orderIds);
  const numbers = orders.flatMap((order) => (order.shipment?.courier === 'bosta' && order.shipment.handoff === 'sent' && order.shipment.trackingNumber ? [order.shipment.trackingNumber] : []));
  if (orders.length !== orderIds.length || numbers.length !== orderIds.length) throw badRequest((t) => t.courier.noAirwayBill);
  try {
    return await bostaOf(app).airwayBill(numbers);
  } catch (error) {
    courierFailure(error);
  }
}
