import { z } from 'zod';
import { auditFiltersSchema, auditListQuerySchema } from '../schemas/team';
import { route } from './route';

const entryAnswer = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  actor: z.string(),
  role: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  ip: z.string().nullable(),
});

/**
 * The audit log (issue 37): read only. No route changes or deletes an entry; they are written
 * by the back-office writes themselves, in their own transactions.
 */
export const audit = {
  list: route({
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    permission: 'audit',
    summary:
      'Back-office changes, newest first, 50 a page, filtered by actor, entity (and id), action and Cairo days; ' +
      '`total` counts up to 10,000 (`totalCapped` beyond), pages go 200 deep',
    query: auditListQuerySchema,
    responses: {
      200: z.object({ entries: z.array(entryAnswer), total: z.number(), totalCapped: z.boolean(), page: z.number(), pageSize: z.number() }),
    },
  }),
  export: route({
    method: 'GET',
    path: '/admin/audit/export.csv',
    access: 'admin',
    permission: 'audit',
    summary: "The filtered log as CSV (UTF-8 with a byte-order mark), streamed newest first",
    query: auditFiltersSchema,
    produces: 'text/csv',
    responses: { 200: z.string() },
  }),
} as const;

export type AuditEntryAnswer = z.output<typeof entryAnswer>;
