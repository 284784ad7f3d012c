import { z } from 'zod';
import { normalizeEgyptianPhone } from '../phone';

export const ABANDONED_PAGE_SIZE = 20;

/** Query of `GET /admin/abandoned-carts`. */
export const abandonedCartsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Hours a cart stays untouched before its reminder: 0 turns reminders off. */
export const ABANDONED_HOURS_MAX = 720;

/** Body of `PATCH /admin/abandoned-carts/settings`. */
export const cartReminderSettingsSchema = z.object({ hours: z.coerce.number().int().min(0).max(ABANDONED_HOURS_MAX) });

/** Body of `POST /cart/contact`: only a well-formed address is kept (an invalid one is 400, the checkout carries on). */
export const cartContactSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  // Any common way of writing an Egyptian mobile; anything else is simply not kept.
  phone: z
    .string()
    .max(40)
    .optional()
    .transform((phone) => (phone ? (normalizeEgyptianPhone(phone) ?? undefined) : undefined)),
});

/** Query of the stop link. */
export const stopRemindersQuerySchema = z.object({ email: z.string().max(254), token: z.string().max(100) });
