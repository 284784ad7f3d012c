import type { Readable } from 'node:stream';
import { readyStream } from '../../http/ready-stream';
import type { DbOrTx } from '../../db/client';
import { findOrderBatch } from './order-desk.repository';
import { toOrderView } from '../orders';

/** Orders read per query: the answer's memory is one batch, however many orders there are. */
const BATCH_SIZE = 500;

async function* allOrdersJson(db: DbOrTx): AsyncGenerator<string> {
  let after: { at: string; id: string } | null = null;
  let first = true;
  for (;;) {
    // The first batch is read before the first byte (http/ready-stream.ts).
    const batch = await findOrderBatch(db, after, BATCH_SIZE);
    const opening = first ? '{"orders":[' : ',';
    if (batch.length > 0 || first) yield opening + batch.map((order) => JSON.stringify(toOrderView(order))).join(',');
    if (batch.length > 0) first = false;
    if (batch.length < BATCH_SIZE) break;
    const last = batch[batch.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
  yield ']}';
}

/**
 * The spec's `all-orders` answer (`{orders: [...]}`, newest first) written batch by batch with
 * back-pressure, so it works at any number of orders: loading them all at once ran the shop out
 * of heap at 100,000 orders. Each order is the same toOrderView shape the contract declares.
 */
export const allOrdersStream = (db: DbOrTx): Promise<Readable> => readyStream(allOrdersJson(db));
