import type { Readable } from 'node:stream';
import { SHOP_TIME_ZONE, toPounds } from '../../../shared/money';
import type { OrderFilters } from '../../../shared/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { csvStringifier } from '../../http/csv';
import { readyStream } from '../../http/ready-stream';
import { findExportBatch, type ExportRow } from './order-desk.repository';

/** Rows read per query: large enough to be cheap, small enough that memory stays flat. */
const BATCH_SIZE = 1000;

/** The columns a courier's bulk upload asks for, in its order. */
const COLUMNS: Array<{ header: string; value: (row: ExportRow) => string | number }> = [
  { header: 'Order number', value: (row) => `#${row.orderNumber}` },
  { header: 'Customer name', value: (row) => `${row.firstName} ${row.lastName}` },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Governorate', value: (row) => row.governorate },
  { header: 'City', value: (row) => row.city },
  { header: 'Address', value: (row) => row.address },
  { header: 'Cash to collect (LE)', value: (row) => toPounds(row.totalPiastres) },
  { header: 'Pieces', value: (row) => row.pieces },
  { header: 'Items', value: (row) => row.items },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Status', value: (row) => row.status },
  { header: 'Date', value: (row) => cairoDateTime.format(row.createdAt) },
];

// 'sv-SE' writes dates as YYYY-MM-DD HH:mm, which spreadsheets read as dates in any locale.
const cairoDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

async function* exportRecords(db: DbOrTx, filters: OrderFilters): AsyncGenerator<Array<string | number>> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const batch = await findExportBatch(db, filters, after, BATCH_SIZE);
    for (const row of batch) yield COLUMNS.map((column) => column.value(row));
    if (batch.length < BATCH_SIZE) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The filtered orders as CSV, streamed batch by batch with back-pressure: the next batch is read
 * only when the client has taken the last one, so memory stays flat at any size. UTF-8 with a
 * byte-order mark, which is what makes Excel read Arabic names as Arabic.
 */
export async function orderExportStream(db: DbOrTx, filters: OrderFilters): Promise<Readable> {
  // Customers' names, addresses and notes are neutralised there: none becomes a live formula.
  const csv = await csvStringifier({ bom: true, header: true, columns: COLUMNS.map((column) => column.header) });
  const records = await readyStream(exportRecords(db, filters));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
