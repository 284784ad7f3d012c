/**
 * The courier's cash (issue 35): what it collected on delivery and still owes, the money it
 * handed over (settlements, each for named orders), and the difference when the two disagree.
 */
import { recordAudit } from '../audit';
import type { CourierCashAnswer, SettlementAnswer, UnsettledAnswer } from '../../../shared/contract/shipments';
import { formatLE, toPiastres, toPounds } from '../../../shared/money';
import type { Messages } from '../../../shared/messages';
import { COURIERS } from '../../../shared/shipping-courier';
import type { SettlementBody } from '../../../shared/schemas/shipments';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../http/http-error';
import { insertSettlement, lockForSettlement, markSettled } from './shipments.repository';
import { courierCashFigures, findSettlements, findUnsettled, type SettlementRow } from './settlements.repository';

function answerOf(row: SettlementRow, orderIds: string[]): SettlementAnswer {
  return {
    _id: row.id,
    courier: row.courier,
    amount: toPounds(row.amountPiastres),
    reference: row.reference,
    receivedAt: row.receivedAt,
    orderIds,
    expected: toPounds(row.expectedPiastres),
    difference: toPounds(row.amountPiastres - row.expectedPiastres),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSettlements(db: DbOrTx): Promise<{ settlements: SettlementAnswer[]; unsettled: UnsettledAnswer[] }> {
  const [settlements, unsettled] = [await findSettlements(db), await findUnsettled(db)];
  return {
    settlements: settlements.map((row) => answerOf(row, row.orderIds)),
    unsettled: COURIERS.flatMap((courier) => {
      const orders = unsettled.filter((row) => row.courier === courier);
      if (orders.length === 0) return [];
      return [
        {
          courier,
          amount: toPounds(orders.reduce((sum, row) => sum + row.cashPiastres, 0)),
          orders: orders.map((row) => ({ _id: row.orderId, orderNumber: row.orderNumber, codCollected: toPounds(row.cashPiastres), deliveredAt: row.deliveredAt.toISOString() })),
        },
      ];
    }),
  };
}

/**
 * Records a settlement in one transaction: every order must be delivered by this courier and
 * not yet settled (checked under row locks, so two settlements never take the same order);
 * `expected` is their cash, and the answer says the difference when the amount is not it.
 */
export async function recordSettlement(db: DbOrTx, adminId: string, body: SettlementBody, texts: Messages): Promise<{ message: string; results: SettlementAnswer }> {
  const ids = [...new Set(body.orderIds.map((id) => id.toLowerCase()))]; // one order however its UUID is cased
  const row = await db.transaction(async (tx) => {
    const locked = await lockForSettlement(tx, ids);
    if (locked.length !== ids.length) throw badRequest((t) => t.cash.unknownOrder);
    for (const { shipment, orderNumber } of locked) {
      if (shipment.courier !== body.courier) throw badRequest((t) => t.cash.wrongCourier(orderNumber, t.courier.couriers[body.courier]));
      if (shipment.state !== 'delivered' || shipment.handoff !== 'sent') throw badRequest((t) => t.cash.notDelivered(orderNumber));
      if (shipment.settlementId) throw conflict((t) => t.cash.alreadySettled(orderNumber));
    }
    const expectedPiastres = locked.reduce((sum, { shipment }) => sum + (shipment.codCollectedPiastres ?? shipment.codAmountPiastres), 0);
    const settlement = await insertSettlement(tx, {
      courier: body.courier,
      amountPiastres: toPiastres(body.amount),
      expectedPiastres,
      reference: body.reference,
      receivedAt: body.receivedAt,
      createdBy: adminId,
    });
    await markSettled(tx, settlement.id, locked.map(({ shipment }) => shipment.id));
    await recordAudit(tx, {
      action: 'settlement.record',
      entity: 'settlement',
      entityId: settlement.id,
      summary: { code: 'settlement.recorded', params: { courier: body.courier, orders: locked.length, amount: toPounds(settlement.amountPiastres), expected: toPounds(expectedPiastres) } },
      changes: {
        amount: { before: null, after: toPounds(settlement.amountPiastres) },
        expected: { before: null, after: toPounds(expectedPiastres) },
        orders: { before: null, after: locked.map(({ orderNumber }) => orderNumber) },
      },
    });
    return settlement;
  });
  const answer = answerOf(row, ids);
  const difference = row.amountPiastres - row.expectedPiastres;
  return { message: difference === 0 ? texts.cash.recorded : texts.cash.recordedWithDifference(formatLE(difference, texts)), results: answer };
}

export async function courierCash(db: DbOrTx): Promise<CourierCashAnswer> {
  const figures = await courierCashFigures(db);
  return {
    withCourier: toPounds(figures.withCourier),
    withCourierOrders: figures.withCourierOrders,
    settledThisMonth: toPounds(figures.settled),
  };
}
