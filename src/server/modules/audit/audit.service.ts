import type { Readable } from 'node:stream';
import { AUDIT_MAX_PAGES, AUDIT_PAGE_SIZE, AUDIT_TOTAL_CAP, type AuditChanges, type AuditEntity } from '../../../shared/audit';
import { englishAuditSummary, wordStoredSummary, type AuditParams, type AuditSummary } from '../../../shared/audit-summaries';
import type { Messages } from '../../../shared/messages';
import type { AuditFilters } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { csvStringifier } from '../../http/csv';
import { badRequest } from '../../http/http-error';
import { readyStream } from '../../http/ready-stream';
import { auditContext, type Actor } from './audit-context';
import { countUpTo, findBatchAfter, findPage, insertEntry, type AuditRow } from './audit.repository';

/** One back-office write, as a service records it. */
export type AuditEntry = {
  /** What was done, `<entity>.<verb>`: `order.status`, `product.update`, `staff.add`… */
  action: string;
  entity: AuditEntity;
  entityId?: string | null;
  /**
   * One line a person reads ("Order #1001: pending → placed"), as a code and its data
   * (src/shared/audit-summaries.ts): worded when read, in the reader's language.
   */
  summary: AuditSummary;
  /** The fields changed, before and after (prices in LE). */
  changes?: AuditChanges;
  /** Outside an admin request (a staff sign-in), who it was, from where and when. */
  actor?: Actor;
  ip?: string | null;
  at?: Date;
};

// bench/audit.ts alone turns recording off, to measure what it adds to a write; nothing in the
// shop does, and no request can.
let recording = true;
export function setAuditRecordingForBenchmark(on: boolean): void {
  recording = on;
}

// A customer's confirmation token, a sign-in code or a secret never reaches the log, whatever
// a caller passes by mistake.
const SECRET_FIELD = /token|otp|secret|password|hash/i;

const SYSTEM: Actor = { email: 'system', role: 'system' };

/**
 * Records a back-office write in the caller's transaction, so the entry exists exactly when the
 * write does (a failed write rolls its entry back). The actor, the client's address and the
 * time come from the admin request being served (audit-context.ts) unless the entry gives them;
 * a write outside any request (a start-up script) is the shop's own, actor `system`.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  if (!recording) return;
  const context = auditContext();
  // Outside any request (a start-up script saving the settings) the shop itself wrote it.
  const actor = entry.actor ?? context?.actor ?? SYSTEM;
  const at = entry.at ?? context?.clock.now() ?? new Date();
  const changes = Object.fromEntries(Object.entries(entry.changes ?? {}).filter(([field]) => !SECRET_FIELD.test(field)));
  // The summary's data follows the same rule as the changes.
  const params = Object.fromEntries(Object.entries(entry.summary.params as AuditParams).filter(([field]) => !SECRET_FIELD.test(field)));
  const summary = { code: entry.summary.code, params } as AuditSummary;
  await insertEntry(tx, {
    at,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: englishAuditSummary(summary),
    summaryCode: summary.code,
    summaryParams: params,
    changes,
    ip: entry.ip !== undefined ? entry.ip : (context?.ip ?? null),
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between `before` and `after`, each as {before, after}; only the
 * fields `after` names (a partial update compares what it sets).
 */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before ? (before[field] ?? null) : null;
    if (!same(old, value)) changes[field] = { before: old, after: value };
  }
  return changes;
}

const answerOf = (row: AuditRow, m: Messages) => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: row.actorEmail,
  role: row.actorRole,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  summary: wordStoredSummary(m, row),
  changes: row.changes,
  ip: row.ip,
});

/**
 * One page of the log, newest first, each summary in the reader's language (`m`); pages stop
 * AUDIT_MAX_PAGES deep (narrow the filters to go further back).
 */
export async function listAudit(db: DbOrTx, query: AuditFilters & { page: number }, m: Messages) {
  if (query.page > AUDIT_MAX_PAGES) throw badRequest((t) => t.team.api.pageTooDeep(AUDIT_MAX_PAGES));
  const { page, ...filters } = query;
  const [rows, counted] = await Promise.all([
    findPage(db, filters, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE),
    countUpTo(db, filters, AUDIT_TOTAL_CAP + 1),
  ]);
  return {
    entries: rows.map((row) => answerOf(row, m)),
    total: Math.min(counted, AUDIT_TOTAL_CAP),
    totalCapped: counted > AUDIT_TOTAL_CAP,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

const BATCH_SIZE = 1000;
const COLUMNS = ['When (UTC)', 'Who', 'Role', 'Action', 'About', 'Id', 'Summary', 'Changes', 'Address'];

async function* exportRecords(db: DbOrTx, filters: AuditFilters, m: Messages): AsyncGenerator<string[]> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const batch = await findBatchAfter(db, filters, after, BATCH_SIZE);
    for (const row of batch) {
      yield [row.at.toISOString(), row.actorEmail, row.actorRole, row.action, row.entity, row.entityId ?? '', wordStoredSummary(m, row), JSON.stringify(row.changes), row.ip ?? ''];
    }
    if (batch.length < BATCH_SIZE) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * The filtered log as CSV, streamed batch by batch (keyset, back-pressure), UTF-8 with a BOM;
 * the summaries in the reader's language (`m`), the column names fixed (English) for whatever
 * reads the file; every text cell goes through csv.ts, so a summary quoting a customer's
 * "=HYPERLINK(…)" name stays text in a spreadsheet.
 */
export async function auditExportStream(db: DbOrTx, filters: AuditFilters, m: Messages): Promise<Readable> {
  const csv = await csvStringifier({ bom: true, header: true, columns: COLUMNS });
  const records = await readyStream(exportRecords(db, filters, m));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
