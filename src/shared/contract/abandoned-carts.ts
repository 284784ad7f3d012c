import { z } from 'zod';
import { abandonedCartsQuerySchema, cartContactSchema, cartReminderSettingsSchema, stopRemindersQuerySchema } from '../schemas/abandoned-carts';
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
  settings: route({
    method: 'GET',
    path: '/admin/abandoned-carts/settings',
    access: 'admin',
    summary: 'Hours a cart stays untouched before its reminder (0: no reminders; 4 until saved)',
    responses: { 200: z.object({ hours: z.number().int() }) },
  }),
  saveSettings: route({
    method: 'PATCH',
    path: '/admin/abandoned-carts/settings',
    access: 'admin',
    summary: 'Set the hours before a cart reminder (0 to 720; 0 turns reminders off)',
    body: cartReminderSettingsSchema,
    responses: { 200: z.object({ message: z.string(), hours: z.number().int() }) },
  }),
  contact: route({
    method: 'POST',
    path: '/cart/contact',
    access: 'shopper',
    summary: "The e-mail (and phone) typed at checkout, kept with the shopper's cart (with the page's language) so a cart left behind can be reminded",
    body: cartContactSchema,
    responses: { 200: z.object({ message: z.string() }) },
  }),
  stop: route({
    method: 'GET',
    path: '/cart-reminders/stop',
    access: 'public',
    summary: "A reminder mail's stop link: no more cart reminders to this address (a small page in the reader's language)",
    query: stopRemindersQuerySchema,
    produces: 'text/html',
    responses: { 200: z.string() },
  }),
} as const;
