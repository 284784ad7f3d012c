import { audit as routes } from '../../../shared/contract/audit';
import { messagesFor } from '../../../shared/messages';
import { answerLanguage } from '../../plugins/language-preference';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { auditExportStream, listAudit } from './audit.service';

/** The audit log: read and export only; no route writes, changes or deletes an entry. */
export function auditRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    // Summaries in the language the request asks for (the admin pages send their own).
    list: async (request) => listAudit(deps.db, request.query, await messagesFor(answerLanguage(request))),
    export: async (request, reply) => {
      const day = deps.clock.now().toISOString().slice(0, 10);
      const csv = await auditExportStream(deps.db, request.query, await messagesFor(answerLanguage(request)));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="audit-${day}.csv"`).send(csv);
    },
  });
}
