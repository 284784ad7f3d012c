import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditChanges } from '../../../shared/audit';
import { SHOP_TIME_ZONE } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { auditEntries } from '../../db/schema/index';

export type AuditRow = {
  id: string;
  at: Date;
  actorEmail: string;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  summaryCode: string | null;
  summaryParams: Record<string, unknown> | null;
  changes: AuditChanges;
  ip: string | null;
};

export type AuditInsert = Omit<AuditRow, 'id'>;

export async function insertEntry(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

/** The list's filters; `from` and `to` are Cairo days (YYYY-MM-DD), both included. */
export type AuditFilterValues = { actor?: string; entity?: string; entityId?: string; action?: string; from?: string; to?: string };

const cairoDayStart = (day: string, days = 0) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

function whereOf(filters: AuditFilterValues): SQL | undefined {
  return and(
    filters.actor ? eq(auditEntries.actorEmail, filters.actor) : undefined,
    filters.entity ? eq(auditEntries.entity, filters.entity) : undefined,
    filters.entityId ? eq(auditEntries.entityId, filters.entityId) : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.from ? gte(auditEntries.at, cairoDayStart(filters.from)) : undefined,
    filters.to ? lt(auditEntries.at, cairoDayStart(filters.to, 1)) : undefined,
  );
}

const rowColumns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actorEmail: auditEntries.actorEmail,
  actorRole: auditEntries.actorRole,
  action: auditEntries.action,
  entity: auditEntries.entity,
  entityId: auditEntries.entityId,
  summary: auditEntries.summary,
  summaryCode: auditEntries.summaryCode,
  summaryParams: auditEntries.summaryParams,
  changes: auditEntries.changes,
  ip: auditEntries.ip,
};

const newestFirst = [desc(auditEntries.at), desc(auditEntries.id)];

/**
 * One page, newest first; the offset is bounded by the service (AUDIT_MAX_PAGES). The page's
 * ids come first, skipped and taken in the index alone (index-only: the rows skipped are never
 * read), then only those rows are read.
 */
export async function findPage(db: DbOrTx, filters: AuditFilterValues, offset: number, limit: number): Promise<AuditRow[]> {
  const pageIds = db.select({ id: auditEntries.id }).from(auditEntries).where(whereOf(filters)).orderBy(...newestFirst).limit(limit).offset(offset);
  return db.select(rowColumns).from(auditEntries).where(inArray(auditEntries.id, pageIds)).orderBy(...newestFirst);
}

/** How many match, counted no further than `cap` (an index range of at most `cap` rows). */
export async function countUpTo(db: DbOrTx, filters: AuditFilterValues, cap: number): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(auditEntries).where(whereOf(filters)).limit(cap).as('limited');
  const [row] = await db.select({ count: sql<string>`count(*)` }).from(limited);
  return Number(row?.count ?? 0);
}

/** The export's next batch after a cursor (keyset: flat cost however deep). */
export async function findBatchAfter(db: DbOrTx, filters: AuditFilterValues, after: { at: Date; id: string } | null, limit: number): Promise<AuditRow[]> {
  const cursor = after ? or(lt(auditEntries.at, after.at), and(eq(auditEntries.at, after.at), lt(auditEntries.id, after.id))) : undefined;
  return db
    .select(rowColumns)
    .from(auditEntries)
    .where(and(whereOf(filters), cursor))
    .orderBy(...newestFirst)
    .limit(limit);
}
