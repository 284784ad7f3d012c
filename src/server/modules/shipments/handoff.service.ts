/**
 * Handing confirmed orders to a courier (issue 35). Each order is claimed on its own first (its
 * one shipment row, `sending`), so a retry, a double click or a second desk never creates a
 * second shipment; then the claimed orders go to the courier together (Bosta: its bulk
 * endpoint in batches), and each answer is recorded on its own: one refusal never blocks the others.
 */
import { choiceKey } from '../../../shared/district-match';
import type { Messages } from '../../../shared/messages';
import { courierMessages } from '../../../shared/courier-messages';
import { HANDOFF_STATUSES } from '../../../shared/shipping-courier';
import type { HandOffBody } from '../../../shared/schemas/shipments';
import type { App } from '../../types';
import { insertStatusChange, type OrderWithLines } from '../orders/orders.repository';
import { courierOf } from './couriers/index';
import { CourierError, type CreateResult, type ParcelOrder } from './couriers/courier';
import { findAllDistricts, findChoices, rememberChoice, type ListedDistrictRow } from './districts.repository';
import { proposeDistrict, serviceable } from './districts.service';
import { findOrdersByIds } from './handoff.repository';
import { claimShipment, findShipmentByOrder, markFailed, markSent } from './shipments.repository';

export type HandOffResult = { _id: string; ok: boolean; trackingNumber?: string; message?: string };

/** The parcel's description for the courier: "2 × Linen dress (M), 1 × Shirt (L)". */
function parcelOf(order: OrderWithLines, district: ListedDistrictRow | undefined, districtId: string | null): ParcelOrder {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    phone: order.phone,
    email: order.email,
    address: order.address,
    cityName: district?.cityName ?? null,
    districtId,
    codPiastres: order.totalPiastres,
    itemsCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    description: order.lines.map((line) => `${line.quantity} × ${line.title} (${line.size.toUpperCase()})`).join(', '),
    notes: order.notes,
  };
}

export async function handOff(app: App, adminId: string, body: HandOffBody, texts: Messages): Promise<{ message: string; results: HandOffResult[] }> {
  const db = app.deps.db;
  const t = texts.courier;
  const adapter = courierOf(app, body.courier);
  const ids = [...new Set(body.orderIds)];
  const orders = new Map((await findOrdersByIds(db, ids)).map((order) => [order.id, order]));
  const districts = body.courier === 'bosta' ? await findAllDistricts(db) : [];
  const choices = body.courier === 'bosta' ? await findChoices(db, [...orders.values()].map((order) => choiceKey(order.governorate, order.city))) : new Map<string, string>();

  const results = new Map<string, HandOffResult>();
  const claimed: Array<{ shipmentId: string; parcel: ParcelOrder }> = [];
  for (const id of ids) {
    const order = orders.get(id);
    if (!order) {
      results.set(id, { _id: id, ok: false, message: texts.api.orders.notFound });
      continue;
    }
    if (order.shipment?.handoff === 'sent' && order.shipment.state !== 'cancelled') {
      results.set(id, { _id: id, ok: true, ...(order.shipment.trackingNumber ? { trackingNumber: order.shipment.trackingNumber } : {}), message: t.alreadyShipped(order.shipment.trackingNumber) });
      continue;
    }
    if (!HANDOFF_STATUSES.includes(order.status)) {
      results.set(id, { _id: id, ok: false, message: t.notHandable(texts.orderStatus[order.status]) });
      continue;
    }
    let district: ListedDistrictRow | undefined;
    if (body.courier === 'bosta') {
      const chosen = body.districts?.[id];
      district = chosen ? districts.find((row) => row.id === chosen) : proposeDistrict(districts, choices, order.governorate, order.city)?.district;
      const refusal = chosen && !district ? t.unknownDistrict : !district ? t.noDistrict : !serviceable(district) ? t.notServiceable : undefined;
      if (refusal) {
        results.set(id, { _id: id, ok: false, message: refusal });
        continue;
      }
      if (chosen) await rememberChoice(db, choiceKey(order.governorate, order.city), chosen);
    }
    const shipment = await claimShipment(db, { orderId: id, courier: body.courier, codAmountPiastres: order.totalPiastres, districtId: district?.id ?? null });
    if (!shipment) {
      const existing = await findShipmentByOrder(db, id);
      results.set(
        id,
        existing?.handoff === 'sent'
          ? { _id: id, ok: true, ...(existing.trackingNumber ? { trackingNumber: existing.trackingNumber } : {}), message: t.alreadyShipped(existing.trackingNumber) }
          : { _id: id, ok: false, message: t.inProgress },
      );
      continue;
    }
    claimed.push({ shipmentId: shipment.id, parcel: parcelOf(order, district, district?.id ?? null) });
  }

  let created: CreateResult[];
  try {
    created = await adapter.createShipments(claimed.map((claim) => claim.parcel));
  } catch (error) {
    // Whatever went wrong, the claims are let go, so the desk can try again at once.
    const message = error instanceof CourierError ? error.message : t.courierUnavailable;
    created = claimed.map((claim) => ({ orderId: claim.parcel.orderId, ok: false, message }));
    if (!(error instanceof CourierError)) app.log.error({ err: error }, 'courier hand-off failed');
  }
  const now = app.deps.clock.now();
  const courierName = courierMessages.couriers[body.courier];
  for (const claim of claimed) {
    const id = claim.parcel.orderId;
    const outcome = created.find((result) => result.orderId === id) ?? { orderId: id, ok: false as const, message: t.courierUnavailable };
    if (outcome.ok) {
      await db.transaction(async (tx) => {
        await markSent(tx, claim.shipmentId, { trackingNumber: outcome.trackingNumber, courierDeliveryId: outcome.deliveryId }, now);
        const order = orders.get(id)!;
        await insertStatusChange(tx, { orderId: id, fromStatus: order.status, toStatus: order.status, changedBy: adminId, note: courierMessages.handedOff(courierName, outcome.trackingNumber) });
      });
      results.set(id, { _id: id, ok: true, ...(outcome.trackingNumber ? { trackingNumber: outcome.trackingNumber } : {}) });
    } else {
      await markFailed(db, claim.shipmentId, outcome.message);
      results.set(id, { _id: id, ok: false, message: t.courierRefused(outcome.message) });
    }
  }
  const ordered = ids.map((id) => results.get(id)!);
  const done = ordered.filter((result) => result.ok).length;
  return { message: t.handedOffMany(done, ordered.length - done), results: ordered };
}
