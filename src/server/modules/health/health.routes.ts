import { sql } from 'drizzle-orm';
import { health as routes } from '../../../shared/contract/health';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';

export function healthRoutes(app: App) {
  return implement(routes, {
    check: async (_request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ message: 'The database is not answering.' });
      }
    },
  });
}
