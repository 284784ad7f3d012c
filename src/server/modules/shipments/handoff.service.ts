/**
 * Handing confirmed orders to a courier (issue 35). Each order is claimed on its own first (its
 * one shipment row, `sending`), so a retry, a double click or a second desk never creates a
 * second shipment; then the claimed orders go to the courier together (Bosta: its bulk
 * endpoint in batches), and each answer is recorded on its own: one refusal never blocks the others.
 */
import { noteColumns } from '../orders';
import { systemNote } from '../../../shared/history-notes';
import { recordAudit } from '../audit';
import { choiceKey } from '../../../shared/district-match';
import type { Messages } from '../../../shared/messages';
import { HANDOFF_STATUSES } from '../../../shared/shipping-courier';
import type { HandOffBody } from '../../../shared/schemas/shipments';
import type { App } from '../../types';
import type { OrderWithLines } from '../orders';
import { courierOf } from './couriers/index';
import { CourierError, type CreateResult, type ParcelOrder } from './couriers/courier';
import { findAllDistricts, findChoices, rememberChoice, type ListedDistrictRow } from './districts.repository';
import { proposeDistrict, serviceable } from './districts.service';
import { findOrdersByIds } from './handoff.repository';
import { claimShipments, findShipmentsByOrders, insertStatusChanges, recordHandoffs } from './shipments.repository';

export type HandOffResult = { _id: string; ok: boolean; trackingNumber?: string; message?: string };

const alreadySent = (id: string, trackingNumber: string | null, t: Messages['courier']): HandOffResult => ({
  _id: id,
  ok: true,
  ...(trackingNumber ? { trackingNumber } : {}),
  message: t.alreadyShipped(trackingNumber),
});

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
  const ids = [...new Set(body.orderIds.map((id) => id.toLowerCase()))]; // one order however its UUID is cased
  const orders = new Map((await findOrdersByIds(db, ids)).map((order) => [order.id, order]));
  const districts = body.courier === 'bosta' ? await findAllDistricts(db) : [];
  const choices = body.courier === 'bosta' ? await findChoices(db, [...orders.values()].map((order) => choiceKey(order.governorate, order.city))) : new Map<string, string>();

  const results = new Map<string, HandOffResult>();
  const ready: Array<{ parcel: ParcelOrder; districtId: string | null }> = [];
  for (const id of ids) {
    const order = orders.get(id);
    if (!order) {
      results.set(id, { _id: id, ok: false, message: texts.api.orders.notFound });
      continue;
    }
    if (order.shipment?.handoff === 'sent' && order.shipment.state !== 'cancelled') {
      results.set(id, alreadySent(id, order.shipment.trackingNumber, t));
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
    ready.push({ parcel: parcelOf(order, district, district?.id ?? null), districtId: district?.id ?? null });
  }

  // Claimed in one statement; an order someone else holds (or just sent) is answered as it stands.
  const claimedRows = await claimShipments(
    db,
    ready.map(({ parcel, districtId }) => ({ orderId: parcel.orderId, courier: body.courier, codAmountPiastres: parcel.codPiastres, districtId })),
  );
  const shipmentOf = new Map(claimedRows.map((row) => [row.orderId, row.id]));
  const claimed = ready.filter(({ parcel }) => shipmentOf.has(parcel.orderId)).map(({ parcel }) => ({ shipmentId: shipmentOf.get(parcel.orderId)!, parcel }));
  const unclaimed = ready.filter(({ parcel }) => !shipmentOf.has(parcel.orderId)).map(({ parcel }) => parcel.orderId);
  for (const existing of await findShipmentsByOrders(db, unclaimed)) {
    results.set(existing.orderId, existing.handoff === 'sent' ? alreadySent(existing.orderId, existing.trackingNumber, t) : { _id: existing.orderId, ok: false, message: t.inProgress });
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
  const outcomes = claimed.map((claim) => ({
    claim,
    outcome: created.find((result) => result.orderId === claim.parcel.orderId) ?? { orderId: claim.parcel.orderId, ok: false as const, message: t.courierUnavailable },
  }));
  // The courier's deliveries exist now: their tracking numbers are written first, in one
  // transaction of their own, so nothing that fails after (the history lines) can leave a claim
  // looking unsent.
  await db.transaction(async (tx) => {
    await recordHandoffs(
      tx,
      outcomes.flatMap(({ claim, outcome }) => (outcome.ok ? [{ id: claim.shipmentId, trackingNumber: outcome.trackingNumber, courierDeliveryId: outcome.deliveryId }] : [])),
      outcomes.flatMap(({ claim, outcome }) => (outcome.ok ? [] : [{ id: claim.shipmentId, error: outcome.message }])),
      now,
    );
    for (const { outcome } of outcomes) {
      if (!outcome.ok) continue;
      const order = orders.get(outcome.orderId)!;
      await recordAudit(tx, {
        action: 'shipment.handoff',
        entity: 'order',
        entityId: order.id,
        summary: { code: 'shipment.handedOff', params: { orderNumber: order.orderNumber, courier: body.courier, trackingNumber: outcome.trackingNumber ?? null } },
        changes: { courier: { before: null, after: body.courier }, trackingNumber: { before: null, after: outcome.trackingNumber ?? null } },
      });
    }
  });
  const history = outcomes.flatMap(({ outcome }) => {
    if (!outcome.ok) return [];
    const order = orders.get(outcome.orderId)!;
    return [{ orderId: order.id, fromStatus: order.status, toStatus: order.status, changedBy: adminId, ...noteColumns(systemNote('courier.handedOff', { courier: body.courier, trackingNumber: outcome.trackingNumber ?? null })) }];
  });
  await insertStatusChanges(db, history).catch((error: unknown) => app.log.error({ err: error }, 'hand-off: the history lines were not written'));
  for (const { outcome } of outcomes) {
    results.set(
      outcome.orderId,
      outcome.ok
        ? { _id: outcome.orderId, ok: true, ...(outcome.trackingNumber ? { trackingNumber: outcome.trackingNumber } : {}) }
        : { _id: outcome.orderId, ok: false, message: t.courierRefused(outcome.message) },
    );
  }
  const ordered = ids.map((id) => results.get(id)!);
  const done = ordered.filter((result) => result.ok).length;
  return { message: t.handedOffMany(done, ordered.length - done), results: ordered };
}
