import { z } from 'zod';
import { route } from './route';

export const health = {
  check: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: '200 once the database answers, 503 otherwise',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
} as const;
