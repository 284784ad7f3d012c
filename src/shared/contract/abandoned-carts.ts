import { z } from 'zod';
import { abandonedCartsQuerySchema } from '../schemas/abandoned-carts';
import { route } from './route';

export const abandonedCartAnswer = z.object({
  _id: z.string(),
  customer: z.object({ email: z.string(), signedIn: z.boolean() }),
  lines: z.array(z.object({ title: z.string(), size: z.string(), quantity: z.number().int(), price: z.number(), image: z.string() })),
  value: z.number(),
  lastChange: z.string(),
  remindedAt: z.string().nullable(),
  optedOut: z.boolean(),
  recovered: z.boolean(),
  recoveredOrderNumber: z.number().int().nullable(),
});
export type AbandonedCartAnswer = z.output<typeof abandonedCartAnswer>;

/** Abandoned carts (issue 38): the admin's list with this month's figures. */
export const abandonedCarts = {
  list: route({
    method: 'GET',
    path: '/admin/abandoned-carts',
    access: 'admin',
    summary: 'Carts left untouched past the setting, newest first: customer, lines, value, last change, reminded at, recovered',
    query: abandonedCartsQuerySchema,
    responses: {
      200: z.object({
        results: z.array(abandonedCartAnswer),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        month: z.object({ abandonedValue: z.number(), recoveredSales: z.number() }),
      }),
    },
  }),
} as const;
