import { toPounds } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { confirmationFigures } from './confirmation.repository';

export type ConfirmationSummary = { confirmationRate: number | null; refusalRate: number | null; shippingLostToRefusals: number };

/**
 * This Cairo month: the share of the orders that needed a confirmation and got an outcome
 * (confirmed, declined or expired) that were confirmed; the share of the orders shipped that
 * were refused at the door; and what the refusals cost in shipping. A refused parcel is paid
 * for twice, out to the customer and back to the shop, so each counts 2 x its shipping fee (the
 * fee the order was charged, the shop's best figure for what the courier bills).
 */
export async function confirmationSummary(db: DbOrTx): Promise<ConfirmationSummary> {
  const figures = await confirmationFigures(db);
  return {
    confirmationRate: figures.outcomes > 0 ? figures.confirmed / figures.outcomes : null,
    refusalRate: figures.shipped > 0 ? figures.refused / figures.shipped : null,
    shippingLostToRefusals: toPounds(2 * figures.refusedShippingPiastres),
  };
}
