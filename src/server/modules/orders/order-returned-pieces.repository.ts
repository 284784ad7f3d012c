import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { returnLines, returnRequests } from '../../db/schema/index';
import type { ReturnState } from '../../../shared/returns';

/**
 * What the returns (issue 36) did to an order's pieces, for the status changes that move
 * stock. Read from the returns tables directly: the returns module builds on this one, so
 * this module cannot import it.
 */

/** States in which a request's pieces are still with the customer or on their way back. */
const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'in_transit'];

/**
 * Pieces per order line that came back through a received return: the undamaged ones are in
 * stock again, the damaged ones are at the shop and not for sale. Either way the order no
 * longer holds them, so cancelling must not put them back a second time.
 */
export async function piecesBackFromReturns(tx: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderLineId: returnLines.orderLineId, pieces: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
    .where(and(eq(returnRequests.orderId, orderId), isNotNull(returnRequests.restockedAt)))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.pieces]));
}

/** The first request of the order whose pieces have not come back yet, if any. */
export async function openReturnOf(tx: DbOrTx, orderId: string): Promise<{ number: number; state: ReturnState } | undefined> {
  const [row] = await tx
    .select({ number: returnRequests.number, state: returnRequests.state })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.state, [...OPEN_RETURN_STATES])))
    .orderBy(returnRequests.number)
    .limit(1);
  return row;
}
