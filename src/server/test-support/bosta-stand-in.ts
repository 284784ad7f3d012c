/**
 * A local server that speaks the part of Bosta's API v2 the shop uses (docs.bosta.co), for
 * tests and the benchmark: the API key in the `Authorization` header (401 otherwise), create
 * one delivery (`POST /deliveries?apiVersion=1`) and many (`POST /deliveries/bulk?apiVersion=1`,
 * `{deliveries: [...]}`, each answered on its own), a delivery by tracking number
 * (`GET /deliveries/business/{trackingNumber}`), airway bills (`POST /deliveries/mass-awb`, a
 * base64 PDF), terminate (`DELETE /deliveries/business/{trackingNumber}/terminate`), a search
 * by business reference (`POST /deliveries/search`, `{businessReference, page, limit}`), cities
 * and their districts in English and Arabic (`GET /cities`, `GET /cities/{id}/districts`). It
 * also plays Bosta's side of the webhook: `sendEvent` posts a state event to the URL and with
 * the custom headers a delivery was created with.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BostaConfig } from '../config';

type StandInType = 'SEND' | 'RTO' | 'CUSTOMER_RETURN_PICKUP' | 'EXCHANGE';

export type StandInDelivery = {
  _id: string;
  trackingNumber: string;
  businessReference: string;
  body: Record<string, unknown>;
  /** Bosta's state code (10 created, 21 picked up, 24 received at warehouse, 41 out for delivery, 45 delivered, 46 returned to business, 47 exception, 48 terminated). */
  state: number;
  /** Bosta's delivery type as its webhook names it: a return pickup (25) and an exchange (30) keep theirs. */
  type: StandInType;
  timeStamp: string;
  exceptionReason?: string;
  cod: number;
};

export type StandInCity = { _id: string; name: string; nameAr: string; dropOffAvailability: boolean };
export type StandInDistrict = { districtId: string; districtName: string; districtOtherName: string; dropOffAvailability: boolean; zoneName: string };

/** A small piece of Bosta's real list (Cairo, Giza, Alexandria), names as Bosta writes them. */
export const STAND_IN_CITIES: Array<StandInCity & { districts: StandInDistrict[] }> = [
  {
    _id: 'FceDyHXwpSYYF9zGW',
    name: 'Cairo',
    nameAr: 'القاهرة',
    dropOffAvailability: true,
    districts: [
      { districtId: 'NQz5sDOeG52', districtName: 'Nasr City', districtOtherName: 'مدينة نصر', dropOffAvailability: true, zoneName: 'Nasr City' },
      { districtId: 'aFwtHZ1sE1h', districtName: 'Maadi', districtOtherName: 'المعادي', dropOffAvailability: true, zoneName: 'Maadi' },
      { districtId: 'tJgr0bqi2Pw', districtName: 'Heliopolis', districtOtherName: 'مصر الجديدة', dropOffAvailability: true, zoneName: 'Heliopolis' },
      { districtId: 'x1kWq7GfAEs', districtName: 'New Cairo - Fifth Settlement', districtOtherName: 'التجمع الخامس', dropOffAvailability: true, zoneName: 'New Cairo' },
      { districtId: 'Zm3pRr9eKu0', districtName: 'Zamalek', districtOtherName: 'الزمالك', dropOffAvailability: true, zoneName: 'Downtown' },
      { districtId: 'bQ7yUn4cL2d', districtName: 'Badr City', districtOtherName: 'مدينة بدر', dropOffAvailability: false, zoneName: 'Outskirts' },
    ],
  },
  {
    _id: 'CkC7ZEMlVNrTxmsLK',
    name: 'Giza',
    nameAr: 'الجيزة',
    dropOffAvailability: true,
    districts: [
      { districtId: 'Dq4XrE7zVb1', districtName: 'Dokki', districtOtherName: 'الدقي', dropOffAvailability: true, zoneName: 'Dokki' },
      { districtId: 'Mh8KcP2nWq5', districtName: 'Mohandessin', districtOtherName: 'المهندسين', dropOffAvailability: true, zoneName: 'Mohandessin' },
      { districtId: 'Sx6OcT1bYz3', districtName: '6th of October', districtOtherName: 'السادس من أكتوبر', dropOffAvailability: true, zoneName: 'October' },
    ],
  },
  {
    _id: 'w6Xp3NXWq8Ej2kZPo',
    name: 'Alexandria',
    nameAr: 'الإسكندرية',
    dropOffAvailability: true,
    districts: [
      { districtId: 'Sm1TfH9aRd6', districtName: 'Smouha', districtOtherName: 'سموحة', dropOffAvailability: true, zoneName: 'East' },
      { districtId: 'Ss4LnQ8cJe2', districtName: 'Sidi Gaber', districtOtherName: 'سيدي جابر', dropOffAvailability: true, zoneName: 'East' },
    ],
  },
];

/** A minimal valid PDF naming the tracking numbers (what Bosta's airway bill is, for a test). */
function pdfOf(trackingNumbers: string[]): Buffer {
  const text = `AWB ${trackingNumbers.join(' ')}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function startBostaStandIn(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'test-bosta-api-key';
  const deliveries = new Map<string, StandInDelivery>();
  /** Business references Bosta refuses (as it refuses a bad phone or an uncovered district), with its message. */
  const refusals = new Map<string, string>();
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let failNextRequests = 0;
  let loseNextAnswers = 0;
  let sequence = 0;

  const createOne = (body: Record<string, unknown>): { ok: true; delivery: StandInDelivery } | { ok: false; message: string; errorCode: number } => {
    const reference = String(body.businessReference ?? '');
    const refusal = refusals.get(reference);
    if (refusal) return { ok: false, message: refusal, errorCode: 1003 };
    const drop = body.dropOffAddress as Record<string, unknown> | undefined;
    const receiver = body.receiver as Record<string, unknown> | undefined;
    // 10 Deliver, 25 Customer Return Pickup (from the customer's pickupAddress), 30 Exchange
    // (delivers to dropOffAddress and takes the returnSpecs package back).
    if (body.type !== 10 && body.type !== 25 && body.type !== 30) return { ok: false, message: 'Invalid delivery type', errorCode: 1001 };
    const pickup = body.pickupAddress as Record<string, unknown> | undefined;
    if (body.type === 25 && (!pickup?.districtId || !pickup.firstLine)) return { ok: false, message: 'pickupAddress is required for Customer Return Pickup', errorCode: 3002 };
    if (body.type === 30 && !(body.returnSpecs as Record<string, unknown> | undefined)?.packageDetails) return { ok: false, message: 'returnSpecs is required for Exchange', errorCode: 3003 };
    if (body.type !== 25 && (!drop?.districtId || !drop.firstLine || String(drop.firstLine).length < 5)) return { ok: false, message: 'Invalid dropOffAddress', errorCode: 3001 };
    if (!receiver?.phone || !receiver.firstName) return { ok: false, message: 'Receiver phone is required', errorCode: 1002 };
    if (typeof body.cod !== 'number' || body.cod > 30000) return { ok: false, message: 'COD amount exceeds the limit of 30,000 EGP', errorCode: 3007 };
    sequence++;
    const delivery: StandInDelivery = {
      _id: crypto.randomBytes(8).toString('hex'),
      trackingNumber: String(7_000_000 + sequence * 7 + Math.floor(Math.random() * 7)),
      businessReference: reference,
      body,
      state: 10,
      type: body.type === 25 ? 'CUSTOMER_RETURN_PICKUP' : body.type === 30 ? 'EXCHANGE' : 'SEND',
      timeStamp: new Date().toISOString(),
      cod: body.cod,
    };
    deliveries.set(delivery.trackingNumber, delivery);
    return { ok: true, delivery };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/api\/v2/, '');
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({ method: request.method ?? '', path: `${path}${url.search}`, body });
      const answer = (status: number, payload: unknown) => {
        if (loseNextAnswers > 0) {
          // The work is done, the answer never arrives (the connection drops): what a timeout or a dead network leaves.
          loseNextAnswers--;
          request.socket.destroy();
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== apiKey) return answer(401, { success: false, message: 'Unauthorized', errorCode: 401 });
      if (failNextRequests > 0) {
        failNextRequests--;
        return answer(503, { success: false, message: 'Service Unavailable' });
      }

      if (request.method === 'POST' && path === '/deliveries') {
        const result = createOne(body);
        if (!result.ok) return answer(400, { success: false, message: result.message, errorCode: result.errorCode });
        const { delivery } = result;
        return answer(200, { success: true, message: 'Delivery Created Successfully', data: { _id: delivery._id, trackingNumber: delivery.trackingNumber, state: { code: 10, value: 'Created' } } });
      }
      if (request.method === 'POST' && path === '/deliveries/bulk') {
        const list = Array.isArray(body.deliveries) ? (body.deliveries as Array<Record<string, unknown>>) : [];
        if (list.length === 0 || list.length > 100) return answer(400, { success: false, message: 'deliveries must hold 1 to 100 deliveries' });
        const data = list.map((item) => {
          const result = createOne(item);
          return result.ok
            ? { success: true, _id: result.delivery._id, trackingNumber: result.delivery.trackingNumber, businessReference: result.delivery.businessReference }
            : { success: false, businessReference: item.businessReference, message: result.message, errorCode: result.errorCode };
        });
        return answer(200, { success: true, message: 'Bulk deliveries processed', data });
      }
      if (request.method === 'POST' && path === '/deliveries/search') {
        // Bosta's search: filters in the body, paged by page (from 1) and limit; a business
        // reference matches exactly; the newest first.
        const reference = body.businessReference === undefined ? null : String(body.businessReference);
        const limit = Math.min(Math.max(Number(body.limit) || 50, 1), 200);
        const page = Math.max(Number(body.page) || 1, 1);
        const found = [...deliveries.values()].filter((delivery) => reference === null || delivery.businessReference === reference).reverse();
        const typeCode = { SEND: 10, RTO: 20, CUSTOMER_RETURN_PICKUP: 25, EXCHANGE: 30 } as const;
        return answer(200, {
          success: true,
          message: 'Deliveries found',
          data: {
            deliveries: found.slice((page - 1) * limit, page * limit).map((delivery) => ({
              _id: delivery._id,
              trackingNumber: delivery.trackingNumber,
              businessReference: delivery.businessReference,
              type: { code: typeCode[delivery.type], value: delivery.type === 'SEND' ? 'Deliver' : delivery.type },
              state: { code: delivery.state, lastUpdateDate: delivery.timeStamp },
              cod: delivery.cod,
              updatedAt: delivery.timeStamp,
            })),
            count: found.length,
          },
        });
      }
      const business = /^\/deliveries\/business\/([^/]+)(\/terminate)?$/.exec(path);
      if (business) {
        const delivery = deliveries.get(decodeURIComponent(business[1]!));
        if (!delivery) return answer(404, { success: false, message: 'Delivery not found', errorCode: 1050 });
        if (request.method === 'DELETE' && business[2]) {
          if (delivery.state !== 10) return answer(400, { success: false, message: 'Delivery can not be terminated in its current state' });
          delivery.state = 48;
          delivery.timeStamp = new Date().toISOString();
          return answer(200, { success: true, message: 'Delivery terminated successfully' });
        }
        if (request.method === 'GET' && !business[2]) {
          return answer(200, {
            success: true,
            data: {
              _id: delivery._id,
              trackingNumber: delivery.trackingNumber,
              businessReference: delivery.businessReference,
              type: { code: delivery.type === 'RTO' ? 20 : 10, value: delivery.type === 'RTO' ? 'RTO' : 'Deliver' },
              state: { code: delivery.state, lastUpdateDate: delivery.timeStamp, ...(delivery.exceptionReason ? { exception: [{ reason: delivery.exceptionReason }] } : {}) },
              cod: delivery.cod,
              collectedFromConsignee: delivery.state === 45 ? delivery.cod : 0,
              updatedAt: delivery.timeStamp,
            },
          });
        }
      }
      if (request.method === 'POST' && path === '/deliveries/mass-awb') {
        const numbers = String(body.trackingNumbers ?? '').split(',').filter(Boolean);
        const missing = numbers.filter((number) => !deliveries.has(number));
        if (numbers.length === 0 || missing.length > 0) return answer(400, { success: false, message: `Deliveries not found: ${missing.join(',')}` });
        return answer(200, { success: true, data: pdfOf(numbers).toString('base64') });
      }
      if (request.method === 'GET' && path === '/cities') {
        return answer(200, { success: true, data: { list: STAND_IN_CITIES.map(({ districts: _districts, ...city }) => ({ ...city, code: city.name.slice(0, 3).toUpperCase(), pickupAvailability: true })), count: STAND_IN_CITIES.length } });
      }
      const districtsOf = /^\/cities\/([^/]+)\/districts$/.exec(path);
      if (request.method === 'GET' && districtsOf) {
        const city = STAND_IN_CITIES.find((candidate) => candidate._id === districtsOf[1]);
        if (!city) return answer(404, { success: false, message: 'City not found' });
        const zones = [...new Set(city.districts.map((district) => district.zoneName))];
        return answer(200, {
          success: true,
          data: zones.map((zoneName) => ({
            zoneId: `zone-${zoneName}`,
            zoneName,
            districts: city.districts.filter((district) => district.zoneName === zoneName).map(({ zoneName: _zone, ...district }) => ({ ...district, pickupAvailability: true })),
          })),
        });
      }
      answer(404, { success: false, message: `Cannot ${request.method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/api/v2`;

  /** What Bosta posts to the delivery's webhookUrl with its webhookCustomHeaders. */
  const eventOf = (delivery: StandInDelivery) => ({
    _id: delivery._id,
    trackingNumber: delivery.trackingNumber,
    state: delivery.state,
    type: delivery.type,
    cod: delivery.state === 45 ? delivery.cod : undefined,
    timeStamp: delivery.timeStamp,
    isConfirmedDelivery: false,
    businessReference: delivery.businessReference,
    ...(delivery.exceptionReason ? { exceptionReason: delivery.exceptionReason, exceptionCode: 5 } : {}),
  });

  return {
    apiUrl,
    apiKey,
    deliveries,
    requests,
    /** A shop configuration that talks to this server. */
    config(overrides: Partial<BostaConfig> = {}): BostaConfig {
      return { apiKey, apiUrl, ...overrides };
    },
    /** Bosta refuses the delivery of this business reference (order number) with this message. */
    refuse(businessReference: string | number, message = 'Receiver phone number is invalid') {
      refusals.set(String(businessReference), message);
    },
    forgive(businessReference: string | number) {
      refusals.delete(String(businessReference));
    },
    /** The next `count` requests answer 503 (Bosta down). */
    failNext(count: number) {
      failNextRequests += count;
    },
    /** The next `count` requests are carried out, but their answers are lost (the connection drops before them). */
    loseNextAnswers(count: number) {
      loseNextAnswers += count;
    },
    byReference: (reference: string | number) => [...deliveries.values()].find((delivery) => delivery.businessReference === String(reference)),
    /** Moves a delivery to a state at a time (its event is what sendEvent then posts). */
    setState(trackingNumber: string, state: number, at: Date, extra: { type?: StandInType; exceptionReason?: string; cod?: number } = {}) {
      const delivery = deliveries.get(trackingNumber);
      if (!delivery) throw new Error(`no delivery ${trackingNumber}`);
      delivery.state = state;
      delivery.timeStamp = at.toISOString();
      // A delivery sent out and returned comes back as RTO; a return pickup or exchange keeps its type.
      delivery.type = extra.type ?? (state === 46 && delivery.type === 'SEND' ? 'RTO' : delivery.type);
      delivery.exceptionReason = extra.exceptionReason;
      if (extra.cod !== undefined) delivery.cod = extra.cod;
      return eventOf(delivery);
    },
    eventOf,
    /** Posts the delivery's current state to its webhookUrl with its custom headers, as Bosta does; the shop's answer. */
    async sendEvent(trackingNumber: string, override: { headers?: Record<string, string>; event?: Record<string, unknown> } = {}) {
      const delivery = deliveries.get(trackingNumber);
      if (!delivery) throw new Error(`no delivery ${trackingNumber}`);
      const headers = override.headers ?? ((delivery.body.webhookCustomHeaders as Record<string, string> | undefined) ?? {});
      const response = await fetch(String(delivery.body.webhookUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(override.event ?? eventOf(delivery)),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BostaStandIn = Awaited<ReturnType<typeof startBostaStandIn>>;
