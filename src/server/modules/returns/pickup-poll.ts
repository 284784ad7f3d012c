/**
 * Bosta's webhook for a return pickup can be lost like a parcel's: the pickups that heard
 * nothing for a day are read from Bosta by the shipments' one poll rule (`pollQuietBosta`:
 * hourly, a batch at a time, quietest first, Bosta's failures retried at the next run), and
 * what Bosta says goes through the same `applyPickupEvent` as the webhook, so a state read
 * twice, or read after its webhook did arrive, changes nothing.
 */
import { readPickupCode } from '../../../shared/returns';
import type { App } from '../../types';
import { BostaClient, pollQuietBosta } from '../shipments';
import { applyPickupEvent } from './pickup-tracking';
import { findQuietPickups, findRequest, touchPickupChecked } from './returns.repository';

type Json = Record<string, unknown>;

/** The webhook's name of the type the shop booked (pickup.ts): 25 or 30. */
const TYPE_NAMES: Record<number, string> = { 25: 'CUSTOMER_RETURN_PICKUP', 30: 'EXCHANGE' };

/**
 * The pickup's state as Bosta's delivery answer gives it (`GET /deliveries/business/{trackingNumber}`,
 * as the parcels' poll reads it: `state.code`, `state.lastUpdateDate`). The type is the one the
 * shop booked: the answer's own `type` field has no documented shape for types 25 and 30.
 */
async function readPickup(app: App, requestId: string, trackingNumber: string): Promise<boolean> {
  const request = await findRequest(app.deps.db, requestId);
  const booked = readPickupCode(request?.pickupNote ?? null).bostaType;
  const answer = await new BostaClient(app.deps.config.bosta!).request('GET', `/deliveries/business/${encodeURIComponent(trackingNumber)}`);
  const data = (answer.data ?? {}) as Json;
  const state = (data.state ?? {}) as Json;
  const code = Number(state.code);
  const at = new Date(String(state.lastUpdateDate ?? data.updatedAt ?? ''));
  // An answer without a state says nothing: checked, asked again after another quiet day.
  if (!Number.isFinite(code) || Number.isNaN(at.getTime())) return false;
  return (await applyPickupEvent(app, { trackingNumber, code, type: booked ? TYPE_NAMES[booked]! : null, at })) === 'applied';
}

/** One run of the pickups' poll (the job `return pickup poll`). */
export function pollQuietPickups(app: App, limit = 200): Promise<{ checked: number; applied: number }> {
  return pollQuietBosta(
    app,
    {
      what: 'return pickup',
      find: (before, batch) => findQuietPickups(app.deps.db, before, batch),
      read: (pickup) => readPickup(app, pickup.id, pickup.trackingNumber),
      touch: (pickup, now) => touchPickupChecked(app.deps.db, pickup.id, now),
    },
    limit,
  );
}
