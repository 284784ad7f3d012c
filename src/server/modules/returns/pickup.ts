/**
 * The pickup of an approved return (issue 36), asked after the approval's commit. An order
 * that went out with Bosta comes back with Bosta: a Customer Return Pickup (type 25) takes the
 * pieces back; an Exchange (type 30) delivers the new size and takes the old one in one visit
 * (docs.bosta.co, "Create your first delivery"). The courier collects the customer's share of
 * the shipping as the COD. Own delivery, or Bosta refusing: the pickup is by hand, and the
 * note says why and what to do.
 *
 * Booked once (decision 030-return-pickups-once): an approved request is "to book" (pickup_by
 * null) until this decides; the approval's after-commit call and the booking job each claim it
 * first (one conditional UPDATE), so only one of them books. A failure that is not Bosta's clear
 * refusal (a timeout, a dropped connection, a 5xx: its create may have gone through) is looked
 * up by the return label before anything else, as a hand-off is (decision 027): the pickup Bosta
 * holds is adopted; none, the create is tried once more; the look-up failing, the request stays
 * to book and the job tries again, looking up first. Nothing is created blind.
 *
 * A pickup the job books was left to book by the approval, whose mail said "Our courier will call
 * you to arrange the pickup.": the booking writes a history row (kind 'pickup_booked') in the same
 * transaction, only while the request is still to book, and the customer's mail for it names the
 * tracking number (decision 032-return-pickup-booked-mail): once, retried like every step's mail.
 */
import type { App } from '../../types';
import { messages } from '../../../shared/messages';
import { toPounds } from '../../../shared/money';
import { BOSTA_LOOKUP_TYPES, BOSTA_SECRET_HEADER, BostaClient, CourierError, bostaWebhookOf, findBostaDeliveries, findDistricts, findShipmentByOrder } from '../shipments';
import { findLinesOf } from '../orders';
import { bostaExchangeCodPiastres, pickupCode, returnNumberLabel } from '../../../shared/returns';
import { claimPickup, findPickupsToBook, findRequest, recordPickupBooked, releasePickup, updateRequest, type ReturnWithParts } from './returns.repository';
import { mailReturnStep } from './returns-notify';

export const BOSTA_RETURN_PICKUP = 25;
export const BOSTA_EXCHANGE = 30;

/** Bosta's delivery for this request: a return pickup, or an exchange when new sizes go out. */
export function bostaReturnOf(request: ReturnWithParts, place: { districtId: string; cityName: string }, newPieces: number): Record<string, unknown> {
  const { order } = request;
  const label = returnNumberLabel(request.number);
  const returned = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const address = { city: place.cityName, districtId: place.districtId, firstLine: order.address };
  const description = request.lines.map((line) => `${line.title} ${line.size.toUpperCase()} x${line.quantity}`).join(', ').slice(0, 250);
  // The courier collects, in one visit, the return shipping the customer pays and, for an
  // exchange, the exchange order's total (the price difference the staff decided, 0 by default).
  const exchangeCharge = newPieces > 0 ? (request.exchangeOrder?.totalPiastres ?? 0) : 0;
  const common = {
    businessReference: label,
    notes: `Return ${label} of order #${order.orderNumber}`,
    cod: toPounds(bostaExchangeCodPiastres(request.customerShippingPiastres, exchangeCharge)),
    receiver: { firstName: order.firstName, lastName: order.lastName, phone: order.phone, email: order.email || undefined },
  };
  if (newPieces > 0) {
    return {
      ...common,
      type: BOSTA_EXCHANGE,
      dropOffAddress: address,
      specs: { packageDetails: { itemsCount: newPieces, description: `Exchange order #${request.exchangeOrderNumber ?? ''}` } },
      returnSpecs: { packageDetails: { itemsCount: returned, description } },
    };
  }
  return { ...common, type: BOSTA_RETURN_PICKUP, pickupAddress: address, returnSpecs: { packageDetails: { itemsCount: returned, description } } };
}

type Booking = { kind: 'booked'; trackingNumber: string; adopted: boolean } | { kind: 'refused'; message: string } | { kind: 'unsure'; message: string };

/**
 * Bosta's pickup of this label, when it already holds one of the type sought (a create whose
 * answer was lost). Answers null when it holds none; throws (CourierError) when it cannot say.
 */
async function pickupAtBosta(client: BostaClient, label: string, type: 25 | 30): Promise<Booking | null> {
  const found = await findBostaDeliveries(client, label, type === BOSTA_EXCHANGE ? BOSTA_LOOKUP_TYPES.exchange : BOSTA_LOOKUP_TYPES.returnPickup);
  if (found.length === 1) return { kind: 'booked', trackingNumber: found[0]!.trackingNumber, adopted: true };
  if (found.length > 1) {
    // Two visits already booked: the desk cancels the extra ones in Bosta's portal and arranges the one left.
    return { kind: 'refused', message: `Bosta holds ${found.length} pickups under ${label} (${found.map((delivery) => delivery.trackingNumber).join(', ')}); cancel the extra ones in Bosta's portal` };
  }
  return null;
}

/** A create whose failure is Bosta's own refusal (4xx with its message): nothing was made. */
const refusedByBosta = (error: unknown): error is CourierError => error instanceof CourierError && !error.unavailable;

/**
 * Books the pickup of an approved request once, whoever calls: the approval after its commit,
 * or the job for a request left to book (a crash, a look-up that failed). A request not to book,
 * or claimed by another process, is left alone.
 */
export async function schedulePickup(app: App, requestId: string, options: { byJob?: boolean } = {}): Promise<void> {
  const db = app.deps.db;
  const claim = await claimPickup(db, requestId);
  if (!claim) return;
  const request = await findRequest(db, requestId);
  if (!request) return;
  const shipment = await findShipmentByOrder(db, request.orderId);
  const viaBosta = shipment?.courier === 'bosta' && shipment.handoff === 'sent' && shipment.districtId;
  if (!viaBosta) {
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('own'), pickupClaimedAt: null });
    return;
  }
  // The new size goes with Bosta's exchange unless the desk already sent it as a parcel of its
  // own (it refuses that while the pickup is to book, but not before this request existed as one).
  const exchangeShipment = request.exchangeOrderId ? await findShipmentByOrder(db, request.exchangeOrderId) : undefined;
  const exchangeSent = !!exchangeShipment && (exchangeShipment.handoff === 'sending' || (exchangeShipment.handoff === 'sent' && exchangeShipment.state !== 'cancelled'));
  const newPieces = request.exchangeOrderId && !exchangeSent ? (await findLinesOf(db, [request.exchangeOrderId])).reduce((sum, line) => sum + line.quantity, 0) : 0;
  const type = newPieces > 0 ? BOSTA_EXCHANGE : BOSTA_RETURN_PICKUP;
  const config = app.deps.config.bosta;
  if (!config) {
    app.log.info({ requestId, type }, 'Bosta is not set up (BOSTA_API_KEY): the return pickup is by hand; with it, the shop would ask Bosta for it');
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('not_configured', type), pickupClaimedAt: null });
    return;
  }
  const district = (await findDistricts(db, [shipment.districtId!])).get(shipment.districtId!);
  const client = new BostaClient(config);
  const label = returnNumberLabel(request.number);
  // Bosta posts the pickup's states to the shop's webhook like a parcel's (pickup-tracking.ts follows them).
  const webhook = bostaWebhookOf(app);
  const create = async (): Promise<Booking> => {
    const answer = await client.request('POST', '/deliveries?apiVersion=1', {
      ...bostaReturnOf(request, { districtId: shipment.districtId!, cityName: district?.cityName ?? request.order.city }, newPieces),
      webhookUrl: webhook.url,
      webhookCustomHeaders: { [BOSTA_SECRET_HEADER]: webhook.secret },
    });
    const data = (answer.data ?? {}) as Record<string, unknown>;
    return { kind: 'booked', trackingNumber: String(data.trackingNumber ?? ''), adopted: false };
  };
  const lookUp = async (): Promise<Booking | null> => {
    try {
      return await pickupAtBosta(client, label, type);
    } catch (error) {
      return { kind: 'unsure', message: (error as Error).message };
    }
  };

  let booking: Booking | null = null;
  // A claim taken again may follow a create that reached Bosta: ask first.
  if (claim.reclaimed) booking = await lookUp();
  for (let attempt = 0; !booking; attempt++) {
    try {
      booking = await create();
    } catch (error) {
      app.log.warn({ err: error, requestId, attempt }, 'Bosta return pickup failed');
      if (refusedByBosta(error) || !(error instanceof CourierError)) {
        booking = { kind: 'refused', message: (error as Error).message };
        break;
      }
      // Timeout, dropped connection, 5xx: Bosta may hold it now. Asked before anything else;
      // none there, the create is tried once more; a second such failure waits for the job.
      booking = await lookUp();
      if (!booking && attempt >= 1) booking = { kind: 'unsure', message: error.message };
    }
  }

  if (booking.kind === 'unsure') {
    app.log.warn({ requestId, reason: booking.message }, 'Bosta return pickup: could not tell whether Bosta holds it; left to book, the job asks again');
    await releasePickup(db, requestId, `to_book:${type}:${booking.message}`);
    return;
  }
  if (booking.kind === 'refused') {
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('refused', type, booking.message), pickupClaimedAt: null });
    return;
  }
  if (booking.adopted) app.log.warn({ requestId, trackingNumber: booking.trackingNumber }, 'Bosta return pickup: found at Bosta after a lost answer; adopted, not created again');
  // Booked now: the poll asks Bosta about it after a quiet day (pickup-poll.ts). Booked by the
  // job, the approval's mail has (or may have) told the customer "our courier will call you":
  // a history row, mailed after the commit (retried like every step's mail), names the tracking number.
  const recorded = await recordPickupBooked(
    db,
    requestId,
    { pickupBy: 'bosta', pickupTrackingNumber: booking.trackingNumber, pickupNote: pickupCode('bosta', type), pickupCheckedAt: app.deps.clock.now(), pickupClaimedAt: null },
    options.byJob ? { note: messages.returns.admin.bostaPickupBooked(booking.trackingNumber) } : null,
  );
  if (recorded && options.byJob) mailReturnStep(app, requestId);
}

/** How long an approved request waits before the job books its pickup: the approval's own call goes first. */
export const PICKUP_BOOKING_DELAY_MS = 2 * 60 * 1000;
/** Requests booked per run of the job. */
const PICKUPS_PER_RUN = 50;

/**
 * The job: books the pickups left to book (the process died between the approval's commit and
 * its call, or Bosta could not say whether it holds one). Each is claimed on its own, so two
 * runs, or a run and the approval, never book the same one.
 */
export async function bookPendingPickups(app: App): Promise<number> {
  const ids = await findPickupsToBook(app.deps.db, PICKUP_BOOKING_DELAY_MS, PICKUPS_PER_RUN);
  for (const id of ids) {
    await schedulePickup(app, id, { byJob: true }).catch((error: unknown) => app.log.error({ err: error, requestId: id }, 'return pickup: booking failed; the job tries again'));
  }
  return ids.length;
}
