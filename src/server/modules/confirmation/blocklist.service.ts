import type { BlocklistEntryAnswer, CustomerRecordAnswer } from '../../../shared/contract/answers';
import { emailIdentityKey } from '../../../shared/email-identity';
import { toPounds } from '../../../shared/money';
import type { BlocklistEntryBody } from '../../../shared/schemas/confirmation';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import * as repo from './confirmation.repository';
import { recordAudit } from '../audit';

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
export async function addToBlocklist(db: Database, entry: BlocklistEntryBody, adminEmail: string): Promise<BlocklistEntryAnswer> {
  return db.transaction(async (tx) => {
    const row = await repo.insertBlock(tx, { phone: entry.phone ?? null, email: entry.email ?? null, reason: entry.reason, auto: false, createdBy: adminEmail });
    if (!row) throw conflict((t) => t.confirmation.blocklist.alreadyBlocked);
    await recordAudit(tx, {
      action: 'blocklist.add',
      entity: 'blocklist',
      entityId: row.id,
      summary: { code: 'blocklist.added', params: { phone: row.phone, email: row.email, reason: row.reason } },
      changes: { phone: { before: null, after: row.phone }, email: { before: null, after: row.email }, reason: { before: null, after: row.reason } },
    });
    return present(row);
  });
}

export async function removeFromBlocklist(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteBlock(tx, id);
    if (!row) throw notFound((t) => t.confirmation.blocklist.notFound);
    await recordAudit(tx, {
      action: 'blocklist.remove',
      entity: 'blocklist',
      entityId: row.id,
      summary: { code: 'blocklist.lifted', params: { phone: row.phone, email: row.email } },
      changes: { phone: { before: row.phone, after: null }, email: { before: row.email, after: null }, reason: { before: row.reason, after: null } },
    });
  });
}
