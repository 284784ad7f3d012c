/**
 * Returns and exchanges (issue 36): the customer's request and the staff's steps. Every step
 * runs in one transaction with the request (and its order) locked, so a double click or a
 * retry finds the step already taken; stock moves only in those transactions.
 */
import { systemNote, type NoteParams } from '../../../shared/history-notes';
import { formatLE, toPiastres, toPounds } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import {
  bostaExchangeCodPiastres,
  canMoveReturn,
  customerShippingPiastres,
  isChargeEditable,
  paidPiecePiastres,
  piecesLeftToReturn,
  proposedRefundPiastres,
  returnNumberLabel,
  returnPickupFeePiastres,
  withinReturnWindow,
} from '../../../shared/returns';
import type { ReturnChangeBody, ReturnRequestBody } from '../../../shared/schemas/returns';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { AppDeps } from '../../types';
import { changeStatus, findLinesOf, inStockLockOrder, insertOrder, insertStatusChange, lockOrder, returnStock, takeStock, type OrderRow } from '../orders';
import { readSettings } from '../shop-settings';
import { recordAudit } from '../audit';
import { findPromoCodeByCode } from '../promo-codes';
import * as repo from './returns.repository';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const t = messages.returns;

/**
 * A customer asks to return or exchange pieces of their own delivered order. The order is
 * locked while the pieces already asked for are counted, so two requests at once cannot both
 * take the same pieces. Any refusal leaves nothing written.
 */
export async function requestReturn(deps: Deps, userId: string, orderId: string, body: ReturnRequestBody): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw notFound((m) => m.api.orders.notFound);
    const policy = await readSettings(tx);
    if (order.status !== 'delivered') throw conflict((m) => m.returns.api.notDelivered);
    if (!withinReturnWindow(order, deps.clock.now(), policy.returnWindowDays)) throw conflict((m) => m.returns.api.windowClosed(policy.returnWindowDays));
    const orderLines = await findLinesOf(tx, [order.id]);
    // The code's kind decides what its discount took off the pieces (shared rule: paidPiecePiastres).
    const code = order.promoCode ? await findPromoCodeByCode(tx, order.promoCode) : undefined;
    const paidOf = { subtotalPiastres: order.subtotalPiastres, discountPiastres: order.discountPiastres, promoKind: code?.kind ?? null };
    const asked = await repo.piecesAskedFor(tx, order.id);
    const lines = [];
    for (const wanted of body.lines) {
      const line = orderLines.find((candidate) => candidate.productId === wanted.productId && candidate.size === wanted.size);
      if (!line) throw badRequest((m) => m.returns.api.notInOrder(wanted.size.toUpperCase()));
      if (!policy.returnReasons.includes(wanted.reason)) throw badRequest((m) => m.returns.api.reasonNotOffered);
      const exchangeSize = wanted.exchangeSize ?? null;
      if (exchangeSize === line.size) throw badRequest((m) => m.returns.api.sameSize);
      if (exchangeSize) {
        // Offered only while in stock; taken only at approval, when it is checked again under the row lock.
        const stock = await repo.sizeStock(tx, wanted.productId, exchangeSize);
        if (stock === null) throw badRequest((m) => m.returns.api.sizeNotOffered(exchangeSize.toUpperCase()));
        if (stock < wanted.quantity) throw conflict((m) => m.returns.api.sizeSoldOut(exchangeSize.toUpperCase()));
      }
      const left = piecesLeftToReturn(line.quantity, asked.get(line.id) ?? 0);
      if (wanted.quantity > left) throw conflict((m) => m.returns.api.tooMany(line.title, left));
      asked.set(line.id, (asked.get(line.id) ?? 0) + wanted.quantity);
      lines.push({
        orderLineId: line.id,
        productId: line.productId,
        title: line.title,
        size: line.size,
        quantity: wanted.quantity,
        reason: wanted.reason,
        exchangeSize,
        unitPaidPiastres: paidPiecePiastres(line.finalPricePiastres, paidOf),
      });
    }
    const customerShipping = customerShippingPiastres(lines, policy, returnPickupFeePiastres(order.governorate));
    const created = await repo.insertRequest(
      tx,
      {
        orderId: order.id,
        userId,
        customerNote: body.note ?? '',
        customerShippingPiastres: customerShipping,
        proposedRefundPiastres: proposedRefundPiastres(lines, customerShipping),
      },
      lines,
    );
    await repo.insertEvent(tx, { requestId: created.id, fromState: null, toState: 'requested', changedBy: userId, note: body.note || null });
    await repo.insertOrderNote(tx, { orderId: order.id, status: order.status, changedBy: userId, note: systemNote('returns.step', { label: returnNumberLabel(created.number), state: 'requested' }) });
    return created.id;
  });
}

/** What a step needs beyond the state: the side effects it had, for the routes (mail, cache, pickup). */
export type ChangeOutcome = { changed: boolean; stockMoved: boolean; approved: boolean; chargeChanged?: boolean };

/**
 * The staff move a request one step forward. The same state again changes nothing (a double
 * click or a retry); a step backwards or across is a 409; a refusal leaves nothing written.
 */
export async function changeReturn(deps: Deps, adminId: string, id: string, body: ReturnChangeBody): Promise<ChangeOutcome> {
  return deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound((m) => m.returns.api.notFound);
    const charge = body.exchangeCharge === undefined ? undefined : toPiastres(body.exchangeCharge);
    if (request.state === body.state) {
      // The same state again changes nothing, unless it carries a new exchange charge (the staff's edit).
      if (charge === undefined) return { changed: false, stockMoved: false, approved: false };
      const chargeChanged = await changeExchangeCharge(tx, request, charge, adminId);
      return { changed: false, stockMoved: false, approved: false, chargeChanged };
    }
    if (!canMoveReturn(request.state, body.state)) {
      throw conflict((m) => m.returns.api.cannotMove(m.returns.states[request.state], m.returns.states[body.state]));
    }
    if (charge !== undefined && body.state !== 'approved') throw badRequest((m) => m.returns.api.exchangeChargeWhen);
    const order = (await lockOrder(tx, request.orderId))!;
    const lines = await repo.linesOf(tx, request.id);
    const label = returnNumberLabel(request.number);
    let stockMoved = false;
    const step: NoteParams = { label, state: body.state };
    const values: Parameters<typeof repo.updateRequest>[2] = { state: body.state };

    switch (body.state) {
      case 'rejected':
        if (!body.note) throw badRequest((m) => m.returns.api.noteRequiredToReject);
        break;
      case 'approved': {
        const exchanges = lines.filter((line) => line.exchangeSize && line.productId);
        if (exchanges.length > 0) {
          values.exchangeOrderId = await createExchangeOrder(tx, order, exchanges, label, adminId, charge ?? 0);
          stockMoved = true;
        } else if (charge) {
          throw badRequest((m) => m.returns.api.exchangeChargeNoExchange);
        }
        // The pickup is asked after the commit (pickup.ts): a courier is never called inside a transaction.
        break;
      }
      case 'received':
        stockMoved = await receive(tx, request, lines, body.damaged ?? []);
        values.restockedAt = request.restockedAt ?? new Date();
        break;
      case 'refunded': {
        if (body.refundAmount === undefined || !body.refundMethod) throw badRequest((m) => m.returns.api.refundNeedsAmount);
        const amount = toPiastres(body.refundAmount);
        const left = order.totalPiastres - (await repo.refundedAmountOf(tx, order.id));
        if (amount > left) throw badRequest((m) => m.returns.api.refundTooMuch(formatLE(left, m)));
        Object.assign(values, { refundPiastres: amount, refundMethod: body.refundMethod, refundReference: body.refundReference || null, refundedAt: new Date() });
        Object.assign(step, { refundPiastres: amount, method: body.refundMethod, reference: body.refundReference || null });
        break;
      }
      default:
        break;
    }
    await repo.updateRequest(tx, request.id, values);
    await repo.insertEvent(tx, { requestId: request.id, fromState: request.state, toState: body.state, changedBy: adminId, note: body.note || null });
    await repo.insertOrderNote(tx, { orderId: order.id, status: order.status, changedBy: adminId, note: systemNote('returns.step', { ...step, note: body.note || null }) });
    // The audit log (issue 37): who moved it, in the same transaction as the step.
    await recordAudit(tx, {
      action: `return.${body.state}`,
      entity: 'return',
      entityId: request.id,
      summary: { code: 'return.step', params: { label, orderNumber: order.orderNumber, from: request.state, to: body.state } },
      changes: {
        state: { before: request.state, after: body.state },
        ...(values.refundPiastres !== undefined ? { refund: { before: null, after: toPounds(values.refundPiastres ?? 0) }, refundMethod: { before: null, after: values.refundMethod ?? null } } : {}),
        ...(body.note ? { note: { before: null, after: body.note } } : {}),
        ...(values.exchangeOrderId && charge ? { exchangeCharge: { before: null, after: toPounds(charge) } } : {}),
      },
    });
    if (body.state === 'refunded' && (await everyPieceRefunded(tx, order))) {
      await changeStatus(tx, order, 'refunded', adminId, systemNote('returns.step', { label, state: 'refunded' }));
    }
    return { changed: true, stockMoved, approved: body.state === 'approved' };
  });
}

/**
 * The staff change the amount the courier collects for the exchange (issue 36: "any difference
 * the shop decides"): the exchange order's total becomes it. Refused once the exchange order
 * left the shop, and while Bosta carries the exchange (its COD was sent when it was booked:
 * the shop does not rewrite a booked delivery). Returns whether the amount changed.
 */
async function changeExchangeCharge(tx: DbOrTx, request: repo.ReturnRequestRow, charge: number, adminId: string): Promise<boolean> {
  if (!request.exchangeOrderId) throw badRequest((m) => m.returns.api.exchangeChargeNoExchange);
  const exchangeOrder = await lockOrder(tx, request.exchangeOrderId);
  if (!exchangeOrder) throw badRequest((m) => m.returns.api.exchangeChargeNoExchange);
  if (exchangeOrder.totalPiastres === charge) return false;
  if (!isChargeEditable(exchangeOrder.status, null)) throw conflict((m) => m.returns.api.exchangeChargeLocked(m.orderStatus[exchangeOrder.status]));
  if (!isChargeEditable(exchangeOrder.status, request.pickupBy)) {
    // Bosta documents no call to change a booked delivery's COD: the message says what to do instead.
    const collected = bostaExchangeCodPiastres(request.customerShippingPiastres, exchangeOrder.totalPiastres);
    throw conflict((m) => m.returns.api.exchangeChargeAtBosta(request.pickupTrackingNumber ?? '', formatLE(collected, m), formatLE(exchangeOrder.totalPiastres, m)));
  }
  await repo.setOrderCharge(tx, exchangeOrder.id, charge);
  const label = returnNumberLabel(request.number);
  // In the request's history too (the state kept), and mailed to the customer (returns-notify.ts).
  await repo.insertEvent(tx, { requestId: request.id, fromState: request.state, toState: request.state, kind: 'exchange_charge', changedBy: adminId, note: t.admin.exchangeChargeShown(formatLE(charge)) });
  await repo.insertOrderNote(tx, {
    orderId: exchangeOrder.id,
    status: exchangeOrder.status,
    changedBy: adminId,
    note: systemNote('returns.exchangeCharge', { label, before: exchangeOrder.totalPiastres, after: charge }),
  });
  await recordAudit(tx, {
    action: 'return.exchangeCharge',
    entity: 'return',
    entityId: request.id,
    summary: { code: 'return.exchangeCharge', params: { label, before: toPounds(exchangeOrder.totalPiastres), after: toPounds(charge) } },
    changes: { exchangeCharge: { before: toPounds(exchangeOrder.totalPiastres), after: toPounds(charge) } },
  });
  return true;
}

/**
 * The exchange's new sizes are taken from stock now, in the lock order every stock writer
 * uses; a size sold out meanwhile refuses the approval (409) and nothing is written. The
 * exchange order sends them with its own number, linked from the request; its lines are at
 * 0 LE and its total is the charge the staff decided (the price difference, 0 by default),
 * which the courier collects in cash and the sales figures count.
 */
async function createExchangeOrder(tx: DbOrTx, order: OrderRow, exchanges: repo.ReturnLineRow[], label: string, adminId: string, charge: number): Promise<string> {
  const wanted = exchanges.map((line) => ({ ...line, productId: line.productId!, size: line.exchangeSize! }));
  for (const line of inStockLockOrder(wanted)) {
    if (!(await takeStock(tx, line.productId, line.size, line.quantity))) throw conflict((m) => m.returns.api.exchangeSoldOut(line.title, line.size.toUpperCase()));
  }
  const originals = await findLinesOf(tx, [order.id]);
  const exchangeOrderId = await insertOrder(
    tx,
    {
      userId: order.userId,
      guestId: order.guestId,
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      address: order.address,
      city: order.city,
      governorate: order.governorate,
      // The charge is the subtotal (a price difference on the pieces), so subtotal + shipping − discount = total holds.
      subtotalPiastres: charge,
      shippingFeePiastres: 0,
      totalPiastres: charge,
      status: 'placed',
      language: order.language,
      notes: t.admin.exchangeOrderNote(label, order.orderNumber),
    },
    wanted.map((line) => ({
      productId: line.productId,
      title: line.title,
      imageUrl: originals.find((original) => original.id === line.orderLineId)?.imageUrl ?? '',
      size: line.size,
      quantity: line.quantity,
      finalPricePiastres: 0,
    })),
  );
  await insertStatusChange(tx, { orderId: exchangeOrderId, fromStatus: null, toStatus: 'placed', changedBy: adminId, note: systemNote('returns.exchangeOrder', { label, orderNumber: order.orderNumber }) });
  return exchangeOrderId;
}

/** Puts the undamaged pieces back, once: the request's restockedAt says it was done. */
async function receive(tx: DbOrTx, request: repo.ReturnRequestRow, lines: repo.ReturnLineRow[], damaged: Array<{ lineId: string; quantity: number }>): Promise<boolean> {
  for (const mark of damaged) {
    const line = lines.find((candidate) => candidate.id === mark.lineId);
    if (!line || mark.quantity > line.quantity) throw badRequest((m) => m.returns.api.damagedNotInRequest);
    line.damagedQuantity = mark.quantity;
    await repo.setDamaged(tx, line.id, mark.quantity);
  }
  if (request.restockedAt) return false;
  let moved = false;
  for (const line of inStockLockOrder(lines)) {
    const back = line.quantity - line.damagedQuantity;
    if (line.productId && back > 0) {
      await returnStock(tx, line.productId, line.size, back);
      moved = true;
    }
  }
  return moved;
}

/** Every piece of the order came back and was refunded: the order itself is then refunded. */
async function everyPieceRefunded(tx: DbOrTx, order: OrderRow): Promise<boolean> {
  const refunded = await repo.refundedPiecesOf(tx, order.id);
  const lines = await findLinesOf(tx, [order.id]);
  return order.status !== 'refunded' && lines.every((line) => (refunded.get(line.id) ?? 0) >= line.quantity);
}

