/**
 * Bosta's API v2 (docs.bosta.co) behind the courier interface. The API key goes in the
 * `Authorization` header as Bosta documents it; deliveries are type 10 (Deliver) with the COD
 * amount, created through the bulk endpoint in batches; each delivery carries the shop's
 * webhook URL and its secret header, so Bosta's state events come back signed by it.
 */
import type { BostaConfig } from '../../../config';
import { shipmentStateOfBosta } from '../../../../shared/bosta-states';
import { toPounds } from '../../../../shared/money';
import { CourierError, type CourierAdapter, type CourierEvent, type CreateResult, type ParcelOrder } from './courier';

/** Deliveries per bulk request: Bosta takes up to 100; 50 keeps one request well inside its timeout. */
export const BOSTA_BATCH = 50;
/** The header Bosta sends back with every event (webhookCustomHeaders); it holds the shop's secret. */
export const BOSTA_SECRET_HEADER = 'x-webhook-secret';
const TIMEOUT_MS = 30_000;

type Json = Record<string, unknown>;

export type BostaWebhook = { url: string; secret: string };

/** A city or district of Bosta's list, names in English and Arabic. */
export type BostaCity = { id: string; name: string; nameAr: string; dropOff: boolean };
export type BostaDistrict = { id: string; cityId: string; name: string; nameAr: string; dropOff: boolean };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

export class BostaClient {
  constructor(private readonly config: BostaConfig) {}

  async request(method: string, path: string, body?: unknown): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: { authorization: this.config.apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
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
      const data = (payload.data ?? {}) as Json;
      const state = (data.state ?? {}) as Json;
      const type = data.type && typeof data.type === 'object' ? text((data.type as Json).value) : text(data.type);
      return eventOf({
        trackingNumber: text(data.trackingNumber) ?? trackingNumber,
        code: Number(state.code),
        type: type === 'RTO' || type === 'SEND' ? type : type === 'Deliver' ? 'SEND' : type,
        at: text(state.lastUpdateDate) ?? text(data.updatedAt),
        cod: data.collectedFromConsignee ?? data.cod,
        exception: state.exception,
      });
    },

    mapEvent: mapBostaEvent,
  };
}
