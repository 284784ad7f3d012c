import type { BlocklistEntryAnswer, CustomerRecordAnswer } from '../../../shared/contract/answers';
import { emailIdentityKey } from '../../../shared/email-identity';
import { toPounds } from '../../../shared/money';
import type { BlocklistEntryBody } from '../../../shared/schemas/confirmation';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import * as repo from './confirmation.repository';

/** A customer's record by phone (01XXXXXXXXX), or on an order's detail by its phone or e-mail identity. */
export async function customerRecordOf(db: DbOrTx, phone: string, email?: string): Promise<CustomerRecordAnswer> {
  const row = await repo.customerRecord(db, { phone, ...(email ? { emailKey: emailIdentityKey(email) } : {}) });
  return {
    phone,
    orders: row.orders,
    delivered: row.delivered,
    refused: row.refused,
    cancelled: row.cancelled,
    unconfirmed: row.unconfirmed,
    cashCollected: toPounds(row.cashPiastres),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    blocked: row.blocked,
    blockReason: row.blocked ? row.blockReason : null,
  };
}

const present = (row: repo.BlocklistRow): BlocklistEntryAnswer => ({
  _id: row.id,
  phone: row.phone,
  email: row.email,
  reason: row.reason,
  auto: row.auto,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

export async function listBlocklist(db: DbOrTx): Promise<BlocklistEntryAnswer[]> {
  return (await repo.listBlocklist(db)).map(present);
}

/** Blocks a phone and/or an e-mail; 409 (nothing written) when either is already listed. */
export async function addToBlocklist(db: DbOrTx, entry: BlocklistEntryBody, adminEmail: string): Promise<BlocklistEntryAnswer> {
  const row = await repo.insertBlock(db, { phone: entry.phone ?? null, email: entry.email ?? null, reason: entry.reason, auto: false, createdBy: adminEmail });
  if (!row) throw conflict((t) => t.confirmation.blocklist.alreadyBlocked);
  return present(row);
}

export async function removeFromBlocklist(db: DbOrTx, id: string): Promise<void> {
  if (!(await repo.deleteBlock(db, id))) throw notFound((t) => t.confirmation.blocklist.notFound);
}
