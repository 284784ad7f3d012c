import type { DbOrTx } from '../../db/client';
import { confirmationFigures } from './confirmation.repository';

export type ConfirmationSummary = { confirmationRate: number | null };

/**
 * This Cairo month: the share of the orders that needed a confirmation and got an outcome
 * (confirmed, declined or expired) that were confirmed. The refusals are the cash summary's
 * (dashboard.repository.ts, last 30 days: decision 021).
 */
export async function confirmationSummary(db: DbOrTx): Promise<ConfirmationSummary> {
  const figures = await confirmationFigures(db);
  return {
    confirmationRate: figures.outcomes > 0 ? figures.confirmed / figures.outcomes : null,
  };
}
