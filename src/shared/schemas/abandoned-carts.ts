import { z } from 'zod';

export const ABANDONED_PAGE_SIZE = 20;

/** Query of `GET /admin/abandoned-carts`. */
export const abandonedCartsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Hours a cart stays untouched before its reminder: 0 turns reminders off. */
export const ABANDONED_HOURS_MAX = 720;
