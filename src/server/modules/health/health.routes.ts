import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../types';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) } } },
    async (_request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ message: 'The database is not answering.' });
      }
    },
  );
}
