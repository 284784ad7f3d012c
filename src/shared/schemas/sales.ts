import { z } from 'zod';
import { messages } from '../messages';
import { LOW_STOCK_THRESHOLD } from '../pricing';
import { isIsoDay, isoDayField } from './fields';

const m = messages.dashboard;

/** Query of `GET /admin/dashboard/sales-by-date-range`; both days are Cairo days, inclusive. */
export const salesRangeSchema = z
  .object({
    startDate: isoDayField(m.startDateRequired),
    endDate: isoDayField(m.endDateRequired),
  })
  // 'YYYY-MM-DD' strings compare like the days they name; one-day ranges are allowed. Unreadable
  // days already have their own message, so the order is only judged between two real days.
  .refine(
    (range) => !isIsoDay(range.startDate) || !isIsoDay(range.endDate) || range.endDate >= range.startDate,
    { error: m.endBeforeStart, path: ['endDate'] },
  );
export type SalesRangeInput = z.input<typeof salesRangeSchema>;
export type SalesRange = z.output<typeof salesRangeSchema>;

/** Query of `GET /admin/dashboard/product-stats/low-stock?threshold=5`. */
export const LOW_STOCK_PAGE_SIZE = 48;
export const MAX_LOW_STOCK_PAGE_SIZE = 100;

export const lowStockQuerySchema = z.object({
  threshold: z.coerce
    .number<string | number | undefined>({ error: messages.api.validation.notANumber })
    .int({ error: messages.api.validation.notANumber })
    .min(0, { error: messages.api.validation.stockMin })
    .max(1_000_000, { error: messages.api.validation.notANumber })
    .default(LOW_STOCK_THRESHOLD),
  // Paged, so the answer stays small however many products run low (the spec's client, which
  // sends neither, gets the lowest LOW_STOCK_PAGE_SIZE).
  page: z.coerce.number<string | number | undefined>({ error: messages.api.validation.notANumber }).int({ error: messages.api.validation.notANumber }).min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number<string | number | undefined>({ error: messages.api.validation.notANumber })
    .int({ error: messages.api.validation.notANumber })
    .min(1)
    .max(MAX_LOW_STOCK_PAGE_SIZE)
    .default(LOW_STOCK_PAGE_SIZE),
});
export type LowStockQuery = z.output<typeof lowStockQuerySchema>;
