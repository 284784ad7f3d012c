/**
 * Handing confirmed orders to a courier (issue 35). Each order is claimed on its own first (its
 * one shipment row, `sending`), so a retry, a double click or a second desk never creates a
 * second shipment; then the claimed orders go to the courier together (Bosta: its bulk
 * endpoint in batches), and each answer is recorded on its own: one refusal never blocks the others.
 * A claim taken again (a hand-off before died, or lost the courier's answer) is looked up at the
 * courier first, and the delivery it already holds is adopted: the courier is not asked to create
 * an order's delivery twice, across a crash too (decision 027-bosta-recovery).
 */
import { noteColumns } from '../orders';
import { ordersInBostaExchange } from '../returns';
import { systemNote } from '../../../shared/history-notes';
import { recordAudit } from '../audit';
import { choiceKey } from '../../../shared/district-match';
import type { Messages } from '../../../shared/messages';
import { HANDOFF_STATUSES } from '../../../shared/shipping-courier';
import type { HandOffBody } from '../../../shared/schemas/shipments';
import type { App } from '../../types';
import type { OrderWithLines } from '../orders';
import { courierOf } from './couriers/index';
import { CourierError, type CourierAdapter, type CourierEvent, type CreateResult, type FoundDelivery, type ParcelOrder } from './couriers/courier';
import { BOSTA_BATCH } from './couriers/bosta';
import { applyCourierEvent } from './shipment-events.service';
import { findAllDistricts, findChoices, rememberChoice, type ListedDistrictRow } from './districts.repository';
import { proposeDistrict, serviceable } from './districts.service';
import { findOrdersByIds } from './handoff.repository';
import { claimShipments, findShipmentsByOrders, insertStatusChanges, recordHandoffs, renewClaims, type ClaimedRow } from './shipments.repository';

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

type Claim = { row: ClaimedRow; parcel: ParcelOrder };
/** What became of a claimed order: created now, found at the courier (adopted), refused by it, or left unsent because the courier could not say whether it holds it. */
type Outcome =
  | { kind: 'created'; trackingNumber: string | null; deliveryId: string | null }
  | { kind: 'recovered'; trackingNumber: string | null; deliveryId: string | null; event: CourierEvent | null }
  | { kind: 'refused'; message: string }
  | { kind: 'unsure'; message: string };

/** Look-ups made side by side: a round takes one look-up's time (BOSTA_LOOKUP_TIMEOUT_MS at worst). */
const LOOKUP_ROUND = 10;

/**
 * Asks the courier, for each claim taken again, whether it already holds the order's delivery
 * (Bosta: by businessReference, the order number). Answers the claims settled without a create:
 * one live delivery found is adopted; two or more, or a look-up that failed, leave the claim
 * failed with a message for the desk, and nothing is created blind. A claim made just now has
 * never been sent, and a courier without look-up (own delivery) creates nothing anyway: neither
 * is asked. The last delivery of a shipment the courier withdrew (its tracking number still on
 * the row) is not the one sought.
 */
async function settleAtCourier(app: App, adapter: CourierAdapter, claimed: Claim[], t: Messages['courier']): Promise<Map<string, Outcome>> {
  const settled = new Map<string, Outcome>();
  const findDeliveries = adapter.findDeliveries?.bind(adapter);
  if (!findDeliveries) return settled;
  const unsure = claimed.filter((claim) => claim.row.reclaimed);
  for (let start = 0; start < unsure.length; start += LOOKUP_ROUND) {
    const round = unsure.slice(start, start + LOOKUP_ROUND);
    await renewClaims(app.deps.db, round.map((claim) => claim.row.id));
    await Promise.all(
      round.map(async (claim) => {
        try {
          const found = (await findDeliveries(claim.parcel)).filter((delivery) => delivery.trackingNumber !== claim.row.trackingNumber);
          if (found.length === 1) {
            const [delivery] = found as [FoundDelivery];
            settled.set(claim.row.id, { kind: 'recovered', trackingNumber: delivery.trackingNumber, deliveryId: delivery.deliveryId, event: delivery.event });
            app.log.warn({ orderId: claim.parcel.orderId, trackingNumber: delivery.trackingNumber }, 'hand-off: the delivery was already at the courier (an interrupted hand-off); adopted, not created again');
          } else if (found.length > 1) {
            settled.set(claim.row.id, { kind: 'unsure', message: t.manyAtCourier(found.map((delivery) => delivery.trackingNumber)) });
          }
        } catch (error) {
          const reason = error instanceof CourierError ? error.message : (error as Error).message;
          if (!(error instanceof CourierError)) app.log.error({ err: error }, 'hand-off: the look-up at the courier failed');
          settled.set(claim.row.id, { kind: 'unsure', message: t.lookupFailed(reason) });
        }
      }),
    );
  }
  return settled;
}

export async function handOff(app: App, adminId: string, body: HandOffBody, texts: Messages): Promise<{ message: string; results: HandOffResult[] }> {
  const db = app.deps.db;
  const t = texts.courier;
  const adapter = courierOf(app, body.courier);
  const ids = [...new Set(body.orderIds.map((id) => id.toLowerCase()))]; // one order however its UUID is cased
  const orders = new Map((await findOrdersByIds(db, ids)).map((order) => [order.id, order]));
  const districts = body.courier === 'bosta' ? await findAllDistricts(db) : [];
  const choices = body.courier === 'bosta' ? await findChoices(db, [...orders.values()].map((order) => choiceKey(order.governorate, order.city))) : new Map<string, string>();

  // An exchange order whose new size a booked Bosta exchange already delivers (type 30) is not a
  // parcel of its own, whichever courier the desk picked: it would reach the customer twice. Nor
  // while its return's pickup is still being booked: the booking may make it such an exchange.
  const inExchange = await ordersInBostaExchange(db, [...orders.keys()]);

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
    const exchange = inExchange.get(id);
    if (exchange) {
      results.set(id, { _id: id, ok: false, message: exchange.booked ? t.inBostaExchange(exchange.label) : t.exchangeToBook(exchange.label) });
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
  const rowOf = new Map(claimedRows.map((row) => [row.orderId, row]));
  const claimed: Claim[] = ready.filter(({ parcel }) => rowOf.has(parcel.orderId)).map(({ parcel }) => ({ row: rowOf.get(parcel.orderId)!, parcel }));
  const unclaimed = ready.filter(({ parcel }) => !rowOf.has(parcel.orderId)).map(({ parcel }) => parcel.orderId);
  for (const existing of await findShipmentsByOrders(db, unclaimed)) {
    results.set(existing.orderId, existing.handoff === 'sent' ? alreadySent(existing.orderId, existing.trackingNumber, t) : { _id: existing.orderId, ok: false, message: t.inProgress });
  }

  // A claim taken again (a stale `sending` one whose process died, or a failed one whose call
  // may have reached the courier before it timed out) is settled at the courier first: its
  // delivery, when the courier holds one, is adopted rather than created a second time.
  const settled = await settleAtCourier(app, adapter, claimed, t);
  const toCreate = claimed.filter((claim) => !settled.has(claim.row.id));

  const created = new Map<string, CreateResult>();
  for (let start = 0; start < toCreate.length; start += BOSTA_BATCH) {
    const batch = toCreate.slice(start, start + BOSTA_BATCH);
    await renewClaims(db, batch.map((claim) => claim.row.id));
    let answers: CreateResult[];
    try {
      answers = await adapter.createShipments(batch.map((claim) => claim.parcel));
    } catch (error) {
      // Whatever went wrong, the claims are let go, so the desk can try again at once (the
      // next try looks each order up at the courier before sending it again).
      const message = error instanceof CourierError ? error.message : t.courierUnavailable;
      answers = batch.map((claim) => ({ orderId: claim.parcel.orderId, ok: false, message }));
      if (!(error instanceof CourierError)) app.log.error({ err: error }, 'courier hand-off failed');
    }
    for (const answer of answers) created.set(answer.orderId, answer);
  }
  const now = app.deps.clock.now();
  const outcomes: Array<{ claim: Claim; outcome: Outcome }> = claimed.map((claim) => {
    const found = settled.get(claim.row.id);
    if (found) return { claim, outcome: found };
    const answer = created.get(claim.parcel.orderId);
    if (!answer) return { claim, outcome: { kind: 'refused', message: t.courierUnavailable } };
    return { claim, outcome: answer.ok ? { kind: 'created', trackingNumber: answer.trackingNumber, deliveryId: answer.deliveryId } : { kind: 'refused', message: answer.message } };
  });
  const sent = (outcome: Outcome): outcome is Extract<Outcome, { kind: 'created' | 'recovered' }> => outcome.kind === 'created' || outcome.kind === 'recovered';
  // The courier's deliveries exist now: their tracking numbers are written first, in one
  // transaction of their own, so nothing that fails after (the history lines) can leave a claim
  // looking unsent.
  await db.transaction(async (tx) => {
    await recordHandoffs(
      tx,
      outcomes.flatMap(({ claim, outcome }) => (sent(outcome) ? [{ id: claim.row.id, trackingNumber: outcome.trackingNumber, courierDeliveryId: outcome.deliveryId }] : [])),
      outcomes.flatMap(({ claim, outcome }) => (sent(outcome) ? [] : [{ id: claim.row.id, error: outcome.message }])),
      now,
    );
    for (const { claim, outcome } of outcomes) {
      if (!sent(outcome)) continue;
      const order = orders.get(claim.parcel.orderId)!;
      await recordAudit(tx, {
        action: 'shipment.handoff',
        entity: 'order',
        entityId: order.id,
        summary: { code: 'shipment.handedOff', params: { orderNumber: order.orderNumber, courier: body.courier, trackingNumber: outcome.trackingNumber ?? null, recovered: outcome.kind === 'recovered' } },
        changes: { courier: { before: null, after: body.courier }, trackingNumber: { before: null, after: outcome.trackingNumber ?? null } },
      });
    }
  });
  const history = outcomes.flatMap(({ claim, outcome }) => {
    if (!sent(outcome)) return [];
    const order = orders.get(claim.parcel.orderId)!;
    const note = systemNote(outcome.kind === 'recovered' ? 'courier.recovered' : 'courier.handedOff', { courier: body.courier, trackingNumber: outcome.trackingNumber ?? null });
    return [{ orderId: order.id, fromStatus: order.status, toStatus: order.status, changedBy: adminId, ...noteColumns(note) }];
  });
  await insertStatusChanges(db, history).catch((error: unknown) => app.log.error({ err: error }, 'hand-off: the history lines were not written'));
  // A delivery found at the courier may have moved on since it was made (its events reached a
  // shop that did not know its tracking number yet): its state now is applied as the poll would.
  for (const { outcome } of outcomes) {
    if (outcome.kind !== 'recovered' || !outcome.event || outcome.event.state === 'created') continue;
    await applyCourierEvent(app, body.courier, outcome.event, { trackingNumber: outcome.event.trackingNumber }).catch((error: unknown) =>
      app.log.error({ err: error, trackingNumber: outcome.trackingNumber }, 'hand-off: the state of a recovered delivery was not applied (the poll reads it later)'),
    );
  }
  for (const { claim, outcome } of outcomes) {
    const id = claim.parcel.orderId;
    results.set(
      id,
      outcome.kind === 'created'
        ? { _id: id, ok: true, ...(outcome.trackingNumber ? { trackingNumber: outcome.trackingNumber } : {}) }
        : outcome.kind === 'recovered'
          ? { _id: id, ok: true, ...(outcome.trackingNumber ? { trackingNumber: outcome.trackingNumber } : {}), message: t.recovered(t.couriers[body.courier], outcome.trackingNumber) }
          : outcome.kind === 'unsure'
            ? { _id: id, ok: false, message: outcome.message }
            : { _id: id, ok: false, message: t.courierRefused(outcome.message) },
    );
  }
  const ordered = ids.map((id) => results.get(id)!);
  const done = ordered.filter((result) => result.ok).length;
  return { message: t.handedOffMany(done, ordered.length - done), results: ordered };
}
