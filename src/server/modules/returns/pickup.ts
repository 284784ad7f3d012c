/**
 * The pickup of an approved return (issue 36), asked after the approval's commit. An order
 * that went out with Bosta comes back with Bosta: a Customer Return Pickup (type 25) takes the
 * pieces back; an Exchange (type 30) delivers the new size and takes the old one in one visit
 * (docs.bosta.co, "Create your first delivery"). The courier collects the customer's share of
 * the shipping as the COD. Own delivery, or Bosta refusing: the pickup is by hand, and the
 * note says why and what to do.
 */
import type { App } from '../../types';
import { toPounds } from '../../../shared/money';
import { BOSTA_SECRET_HEADER, BostaClient, bostaWebhookOf, findDistricts, findShipmentByOrder } from '../shipments';
import { findLinesOf } from '../orders';
import { pickupCode, returnNumberLabel } from '../../../shared/returns';
import { findRequest, updateRequest, type ReturnWithParts } from './returns.repository';

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
    cod: toPounds(request.customerShippingPiastres + exchangeCharge),
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

export async function schedulePickup(app: App, requestId: string): Promise<void> {
  const db = app.deps.db;
  const request = await findRequest(db, requestId);
  if (!request) return;
  const shipment = await findShipmentByOrder(db, request.orderId);
  const viaBosta = shipment?.courier === 'bosta' && shipment.handoff === 'sent' && shipment.districtId;
  if (!viaBosta) {
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('own') });
    return;
  }
  const newPieces = request.exchangeOrderId ? (await findLinesOf(db, [request.exchangeOrderId])).reduce((sum, line) => sum + line.quantity, 0) : 0;
  const type = newPieces > 0 ? BOSTA_EXCHANGE : BOSTA_RETURN_PICKUP;
  const config = app.deps.config.bosta;
  if (!config) {
    app.log.info({ requestId, type }, 'Bosta is not set up (BOSTA_API_KEY): the return pickup is by hand; with it, the shop would ask Bosta for it');
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('not_configured', type) });
    return;
  }
  const district = (await findDistricts(db, [shipment.districtId!])).get(shipment.districtId!);
  // Bosta posts the pickup's states to the shop's webhook like a parcel's (pickup-tracking.ts follows them).
  const webhook = bostaWebhookOf(app);
  try {
    const answer = await new BostaClient(config).request('POST', '/deliveries?apiVersion=1', {
      ...bostaReturnOf(request, { districtId: shipment.districtId!, cityName: district?.cityName ?? request.order.city }, newPieces),
      webhookUrl: webhook.url,
      webhookCustomHeaders: { [BOSTA_SECRET_HEADER]: webhook.secret },
    });
    const data = (answer.data ?? {}) as Record<string, unknown>;
    // Booked now: the poll asks Bosta about it after a quiet day (pickup-poll.ts).
    await updateRequest(db, requestId, {
      pickupBy: 'bosta',
      pickupTrackingNumber: String(data.trackingNumber ?? ''),
      pickupNote: pickupCode('bosta', type),
      pickupCheckedAt: app.deps.clock.now(),
    });
  } catch (error) {
    app.log.warn({ err: error, requestId }, 'Bosta return pickup failed');
    await updateRequest(db, requestId, { pickupBy: 'manual', pickupNote: pickupCode('refused', type, (error as Error).message) });
  }
}
