import type { ReturnRequestAnswer } from '../../../shared/contract/returns';
import { toPounds } from '../../../shared/money';
import { english } from '../../../shared/messages';
import { isChargeEditable, pickupNoteIn, readPickupCode, returnNumberLabel } from '../../../shared/returns';
import type { ReturnWithParts } from './returns.repository';

/** A request as the API answers it: amounts in LE, the order's number and customer beside it. */
export function toReturnView(request: ReturnWithParts): ReturnRequestAnswer {
  const { order } = request;
  return {
    _id: request.id,
    number: request.number,
    label: returnNumberLabel(request.number),
    orderId: request.orderId,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    state: request.state,
    customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    customerNote: request.customerNote,
    customerShipping: toPounds(request.customerShippingPiastres),
    proposedRefund: toPounds(request.proposedRefundPiastres),
    refund:
      request.refundedAt && request.refundMethod && request.refundPiastres !== null
        ? { amount: toPounds(request.refundPiastres), method: request.refundMethod, reference: request.refundReference, at: request.refundedAt.toISOString() }
        : null,
    exchangeOrder:
      request.exchangeOrderId && request.exchangeOrderNumber !== null
        ? {
            _id: request.exchangeOrderId,
            orderNumber: request.exchangeOrderNumber,
            charge: toPounds(request.exchangeOrder?.totalPiastres ?? 0),
            chargeEditable: isChargeEditable(request.exchangeOrder?.status ?? 'placed', request.pickupBy),
          }
        : null,
    pickup:
      request.pickupBy === 'bosta' || request.pickupBy === 'manual'
        ? { by: request.pickupBy, trackingNumber: request.pickupTrackingNumber, note: pickupNoteIn(english.returns.admin, request.pickupNote), ...readPickupCode(request.pickupNote), arrivedAt: request.pickupArrivedAt?.toISOString() ?? null }
        : null,
    lines: request.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      title: line.title,
      size: line.size,
      quantity: line.quantity,
      reason: line.reason,
      exchangeSize: line.exchangeSize,
      unitPaid: toPounds(line.unitPaidPiastres),
      damagedQuantity: line.damagedQuantity,
    })),
    history: request.events.map((event) => ({
      from: (event.fromState as ReturnRequestAnswer['state'] | null) ?? null,
      to: event.toState as ReturnRequestAnswer['state'],
      at: event.changedAt.toISOString(),
      by: event.byEmail,
      note: event.note,
    })),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
