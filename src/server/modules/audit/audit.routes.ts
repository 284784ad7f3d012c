import { audit as routes } from '../../../shared/contract/audit';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { auditExportStream, listAudit } from './audit.service';

/** The audit log: read and export only; no route writes, changes or deletes an entry. */
export function auditRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    list: (request) => listAudit(deps.db, request.query),
    export: async (request, reply) => {
      const day = deps.clock.now().toISOString().slice(0, 10);
      const csv = await auditExportStream(deps.db, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="audit-${day}.csv"`).send(csv);
    },
  });
}
