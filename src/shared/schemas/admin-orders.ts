import { z } from 'zod';
import { messages } from '../messages';
import { worded } from './worded';
import { stripBidiControls } from './bidi';
import { CANCEL_REASONS, ORDER_STATUSES } from '../order-status';
import { CONFIRMATION_STATES } from '../confirmation';
import { idField, isIsoDay, optionalText } from './fields';

const m = messages.api.adminOrders;
const v = messages.api.validation;

const cairoDay = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDay(value), { error: m.invalidDay })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The desk's filters, shared by the list and the CSV export; days are Cairo days, both included. */
export const orderFiltersSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: v.unknownStatus }).optional().or(z.literal('').transform(() => undefined)),
    // The confirmation state (issue 34): `awaiting` lists the orders still to confirm.
    confirmation: z.enum(CONFIRMATION_STATES).optional().or(z.literal('').transform(() => undefined)),
    governorate: optionalText(100),
    q: optionalText(200),
    from: cairoDay,
    to: cairoDay,
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { error: m.fromAfterTo, path: ['from'] });
export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** Query of `GET /admin/orders`: the filters and a page (newest first). */
export const orderListQuerySchema = z.intersection(
  orderFiltersSchema,
  z.object({
    page: z.coerce.number<string | number | undefined>({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number<string | number | undefined>({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(100).default(20),
  }),
);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Body of `PATCH /admin/orders/{id}`: any of the four, at least one. Amounts in LE. */
export const orderUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: v.unknownStatus }).optional(),
    note: z.string().overwrite(stripBidiControls).trim().min(1).max(1000, { error: worded((t) => t.api.validation.tooLong(1000)) }).optional(),
    cancelReason: z.enum(CANCEL_REASONS, { error: m.unknownReason }).optional(),
    cashCollected: z.number({ error: v.notANumber }).min(0).max(10_000_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: m.nothingToChange });
export type OrderUpdate = z.output<typeof orderUpdateSchema>;

/** Body of `POST /admin/orders/bulk`. */
export const bulkStatusSchema = z.object({
  ids: z.array(idField('ids')).min(1, { error: m.noIds }).max(100, { error: m.tooManyIds }),
  status: z.enum(ORDER_STATUSES, { error: v.unknownStatus }),
  cancelReason: z.enum(CANCEL_REASONS, { error: m.unknownReason }).optional(),
});
export type BulkStatus = z.output<typeof bulkStatusSchema>;

export const adminOrderParamsSchema = z.object({ id: idField('id') });

/** Query of `GET /admin/orders/slips?ids=a,b,c&paper=a6`: up to 100 orders, one slip per page. */
export const slipsQuerySchema = z.object({
  ids: z
    .string({ error: m.noIds })
    .transform((text) => text.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(idField('ids')).min(1, { error: m.noIds }).max(100, { error: m.tooManyIds })),
  paper: z.enum(['a4', 'a6']).default('a4'),
});
export type SlipsQuery = z.output<typeof slipsQuerySchema>;
