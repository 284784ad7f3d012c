/**
 * Bosta's API v2 (docs.bosta.co) behind the courier interface. The API key goes in the
 * `Authorization` header as Bosta documents it; deliveries are type 10 (Deliver) with the COD
 * amount, created through the bulk endpoint in batches; each delivery carries the shop's
 * webhook URL and its secret header, so Bosta's state events come back signed by it.
 */
import type { BostaConfig } from '../../../config';
import { shipmentStateOfBosta } from '../../../../shared/bosta-states';
import { toPounds } from '../../../../shared/money';
import { CourierError, type CourierAdapter, type CourierEvent, type CreateResult, type FoundDelivery, type ParcelOrder } from './courier';

/** Deliveries per bulk request: Bosta takes up to 100; 50 keeps one request well inside its timeout. */
export const BOSTA_BATCH = 50;
/** The header Bosta sends back with every event (webhookCustomHeaders); it holds the shop's secret. */
export const BOSTA_SECRET_HEADER = 'x-webhook-secret';
/**
 * How long the shop waits for one answer of Bosta's (a create batch included) before it gives
 * up. A hand-off's claim is taken over only after STALE_CLAIM (shipments.repository.ts), which
 * must stay far longer than this: a claim must never look abandoned while its call is in flight.
 */
export const BOSTA_TIMEOUT_MS = 30_000;
/** A look-up by business reference is a small read: it gives up sooner than a create. */
export const BOSTA_LOOKUP_TIMEOUT_MS = 15_000;
/** Delivery types a hand-off makes (10, Deliver; 20, RTO: the same delivery on its way back), by code and by name, lower case. */
const HANDOFF_TYPES: ReadonlySet<string> = new Set(['10', '20', 'send', 'deliver', 'rto']);
/**
 * Which delivery types a look-up counts, by code and by name (lower case, spaces as
 * underscores): a hand-off's (Deliver, RTO), a return pickup's (25, Customer Return Pickup) or an
 * exchange's (30, Exchange), as Bosta names them in its webhooks and reads.
 */
export const BOSTA_LOOKUP_TYPES = {
  handoff: HANDOFF_TYPES,
  returnPickup: new Set(['25', 'customer_return_pickup']) as ReadonlySet<string>,
  exchange: new Set(['30', 'exchange']) as ReadonlySet<string>,
};
/** States of a withdrawn delivery (48 terminated, 49 cancelled): not one to adopt. */
const WITHDRAWN_STATES = new Set([48, 49]);
/** Deliveries asked per look-up: an order has one, a few at worst. */
const LOOKUP_LIMIT = 50;

type Json = Record<string, unknown>;

export type BostaWebhook = { url: string; secret: string };

/** A city or district of Bosta's list, names in English and Arabic. */
export type BostaCity = { id: string; name: string; nameAr: string; dropOff: boolean };
export type BostaDistrict = { id: string; cityId: string; name: string; nameAr: string; dropOff: boolean };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

export class BostaClient {
  constructor(private readonly config: BostaConfig) {}

  async request(method: string, path: string, body?: unknown, timeoutMs = BOSTA_TIMEOUT_MS): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: { authorization: this.config.apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CourierError(`Bosta did not answer (${(error as Error).message})`, true);
    }
    let payload: Json = {};
    try {
      payload = (await response.json()) as Json;
    } catch {
      payload = {};
    }
    if (!response.ok || payload.success === false) {
      const message = text(payload.message) ?? `HTTP ${response.status}`;
      throw new CourierError(message, response.status >= 500 || response.status === 429);
    }
    return payload;
  }

  async cities(): Promise<BostaCity[]> {
    const payload = await this.request('GET', '/cities');
    const data = payload.data as Json | Json[] | undefined;
    const list = (Array.isArray(data) ? data : ((data?.list as Json[] | undefined) ?? [])) as Json[];
    return list.flatMap((city) => {
      const id = text(city._id);
      const name = text(city.name);
      if (!id || !name) return [];
      return [{ id, name, nameAr: text(city.nameAr) ?? name, dropOff: city.dropOffAvailability !== false }];
    });
  }

  /** A city's districts; Bosta groups them by zone (or lists them flat). */
  async districts(cityId: string): Promise<BostaDistrict[]> {
    const payload = await this.request('GET', `/cities/${encodeURIComponent(cityId)}/districts`);
    const data = (Array.isArray(payload.data) ? payload.data : []) as Json[];
    const flat = data.flatMap((zone) => (Array.isArray(zone.districts) ? (zone.districts as Json[]) : [zone]));
    return flat.flatMap((district) => {
      const id = text(district.districtId) ?? text(district._id);
      const name = text(district.districtName) ?? text(district.name);
      if (!id || !name) return [];
      return [{ id, cityId, name, nameAr: text(district.districtOtherName) ?? text(district.nameAr) ?? name, dropOff: district.dropOffAvailability !== false }];
    });
  }
}

/** A delivery as Bosta's create endpoints take it (type 10, Deliver). */
export function deliveryOf(order: ParcelOrder, webhook: BostaWebhook): Json {
  return {
    type: 10,
    specs: { packageDetails: { itemsCount: order.itemsCount, description: order.description.slice(0, 250) } },
    notes: order.notes ? order.notes.slice(0, 500) : undefined,
    cod: toPounds(order.codPiastres),
    dropOffAddress: { city: order.cityName, districtId: order.districtId, firstLine: order.address },
    receiver: { firstName: order.firstName, lastName: order.lastName, phone: order.phone, email: order.email || undefined },
    businessReference: String(order.orderNumber),
    webhookUrl: webhook.url,
    webhookCustomHeaders: { [BOSTA_SECRET_HEADER]: webhook.secret },
  };
}

/** Bosta's exception reason, wherever its answer puts it (a text, or a list of them). */
function exceptionOf(value: unknown): string | null {
  if (Array.isArray(value)) return exceptionOf(value[value.length - 1]);
  if (value && typeof value === 'object') return text((value as Json).reason) ?? text((value as Json).value);
  return text(value);
}

/** A Bosta state (code, type, time) as the shop's event; null for a code the shop does not know. */
function eventOf(fields: { trackingNumber: string | null; code: number; type: string | null; at: string | null; cod: unknown; exception: unknown }): CourierEvent | null {
  const state = shipmentStateOfBosta(fields.code, fields.type);
  const at = fields.at ? new Date(fields.at) : null;
  if (!state || !fields.trackingNumber || !at || Number.isNaN(at.getTime())) return null;
  const cod = typeof fields.cod === 'number' ? fields.cod : typeof fields.cod === 'string' ? Number(fields.cod) : NaN;
  return {
    key: `bosta:${fields.trackingNumber}:${fields.code}:${fields.type ?? ''}:${at.toISOString()}`,
    trackingNumber: fields.trackingNumber,
    state,
    at,
    codCollected: state === 'delivered' && Number.isFinite(cod) ? Math.round(cod * 100) : null,
    exceptionReason: state === 'exception' ? (exceptionOf(fields.exception) ?? null) : null,
  };
}

/** A delivery as Bosta's reads answer it (`GET /deliveries/business/{trackingNumber}`, a search hit), as the shop's event. */
function eventOfDelivery(data: Json, trackingNumber: string): CourierEvent | null {
  const state = (data.state && typeof data.state === 'object' ? data.state : { code: data.state }) as Json;
  const type = typeOf(data);
  return eventOf({
    trackingNumber: text(data.trackingNumber) ?? trackingNumber,
    code: Number(state.code),
    type: type === 'RTO' || type === 'SEND' ? type : type === 'Deliver' ? 'SEND' : type,
    at: text(state.lastUpdateDate) ?? text(data.updatedAt),
    cod: data.collectedFromConsignee ?? data.cod,
    exception: state.exception,
  });
}

/** A delivery's type as Bosta writes it: `{code, value}`, or a bare name. */
function typeOf(data: Json): string | null {
  return data.type && typeof data.type === 'object' ? (text((data.type as Json).value) ?? text((data.type as Json).code)) : text(data.type);
}

/**
 * The live hand-off deliveries of a search answer under exactly this business reference.
 * Answers a list only when the answer can be trusted to be whole: a page that holds other
 * references and says there are more pages could hide the one sought, so it throws (the caller
 * then creates nothing) rather than answer "none".
 */
export function deliveriesOfSearch(payload: Json, reference: string, types: ReadonlySet<string> = HANDOFF_TYPES): FoundDelivery[] {
  const data = payload.data as Json | Json[] | undefined;
  const list = Array.isArray(data) ? data : Array.isArray(data?.deliveries) ? (data.deliveries as Json[]) : Array.isArray(data?.list) ? (data.list as Json[]) : null;
  if (!list) throw new CourierError('Bosta answered the search without a list of deliveries', true);
  const count = Array.isArray(data) ? list.length : Number(data?.count ?? data?.total ?? list.length);
  const same = list.filter((delivery) => text(delivery.businessReference) === reference);
  if (same.length === 0 && list.length > 0 && Number.isFinite(count) && count > list.length) {
    throw new CourierError(`Bosta's search answered ${count} deliveries, none of them under ${reference} on its first page`, true);
  }
  return same.flatMap((delivery) => {
    const type = typeOf(delivery);
    const state = delivery.state && typeof delivery.state === 'object' ? Number((delivery.state as Json).code) : Number(delivery.state);
    if ((type && !types.has(type.toLowerCase().replace(/\s+/g, '_'))) || WITHDRAWN_STATES.has(state)) return [];
    const trackingNumber = text(delivery.trackingNumber);
    if (!trackingNumber) throw new CourierError(`Bosta holds a delivery under ${reference} without a tracking number`, false);
    return [{ trackingNumber, deliveryId: text(delivery._id), event: eventOfDelivery(delivery, trackingNumber) }];
  });
}

/** A webhook body as Bosta posts it (`{_id, trackingNumber, state, type, cod, timeStamp, exceptionReason, ...}`), in the shop's words. */
export function mapBostaEvent(body: unknown): CourierEvent | null {
  if (!body || typeof body !== 'object') return null;
  const event = body as Json;
  return eventOf({
    trackingNumber: text(event.trackingNumber),
    code: Number(event.state),
    type: text(event.type),
    at: text(event.timeStamp),
    cod: event.cod,
    exception: event.exceptionReason,
  });
}

export function bostaCourier(config: BostaConfig, webhook: BostaWebhook): CourierAdapter & { client: BostaClient } {
  const client = new BostaClient(config);
  return {
    courier: 'bosta',
    client,

    async createShipments(orders: ParcelOrder[]): Promise<CreateResult[]> {
      const results: CreateResult[] = [];
      for (let start = 0; start < orders.length; start += BOSTA_BATCH) {
        const batch = orders.slice(start, start + BOSTA_BATCH);
        try {
          const payload = await client.request('POST', '/deliveries/bulk?apiVersion=1', { deliveries: batch.map((order) => deliveryOf(order, webhook)) });
          // Each delivery is answered with its businessReference (the order number).
          const answers = (Array.isArray(payload.data) ? payload.data : ((payload.data as Json | undefined)?.deliveries ?? [])) as Json[];
          const byReference = new Map(answers.map((answer) => [text(answer.businessReference) ?? '', answer]));
          for (const order of batch) {
            const answer = byReference.get(String(order.orderNumber));
            const trackingNumber = answer ? text(answer.trackingNumber) : null;
            if (answer && trackingNumber && answer.success !== false) {
              results.push({ orderId: order.orderId, ok: true, trackingNumber, deliveryId: text(answer._id) });
            } else {
              results.push({ orderId: order.orderId, ok: false, message: (answer && (text(answer.message) ?? text(answer.errorMessage))) ?? 'Bosta did not create this delivery' });
            }
          }
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          // The whole batch failed (Bosta down, key refused): each order says so, the next batch still goes.
          for (const order of batch) results.push({ orderId: order.orderId, ok: false, message: error.message });
        }
      }
      return results;
    },

    async airwayBill(trackingNumbers: string[]): Promise<Buffer> {
      const payload = await client.request('POST', '/deliveries/mass-awb', { trackingNumbers: trackingNumbers.join(','), requestedAwbType: 'A6' });
      const data = text(payload.data);
      if (!data) throw new CourierError('Bosta sent no airway bill', true);
      return Buffer.from(data, 'base64');
    },

    async cancel(trackingNumber: string): Promise<void> {
      await client.request('DELETE', `/deliveries/business/${encodeURIComponent(trackingNumber)}/terminate`);
    },

    async readState(trackingNumber: string): Promise<CourierEvent | null> {
      const payload = await client.request('GET', `/deliveries/business/${encodeURIComponent(trackingNumber)}`);
      return eventOfDelivery((payload.data ?? {}) as Json, trackingNumber);
    },

    async findDeliveries(order: Pick<ParcelOrder, 'orderNumber'>) {
      return findBostaDeliveries(client, String(order.orderNumber));
    },

    mapEvent: mapBostaEvent,
  };
}

/**
 * The live deliveries Bosta holds under exactly this business reference, of these types (a
 * hand-off's by default; a return pickup's or an exchange's for the returns module). Throws a
 * CourierError when Bosta cannot say: the caller must then not create blind.
 */
export async function findBostaDeliveries(client: BostaClient, reference: string, types: ReadonlySet<string> = HANDOFF_TYPES): Promise<FoundDelivery[]> {
  // Bosta API v2, "Search deliveries": POST /api/v2/deliveries/search, its filters in the
  // JSON body (businessReference among trackingNumbers, mobilePhones, state, type...), paged
  // by page and limit; the answer lists them under data (`deliveries`, or `list` with
  // `count`). Built to the call as the public integrations on it send it (the stored docs
  // hold no page of its reference; see decision 027-bosta-recovery for the sources).
  const payload = await client.request('POST', '/deliveries/search', { businessReference: reference, page: 1, limit: LOOKUP_LIMIT }, BOSTA_LOOKUP_TIMEOUT_MS);
  return deliveriesOfSearch(payload, reference, types);
}
