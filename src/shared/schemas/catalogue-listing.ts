import { z } from 'zod';
import { messages } from '../messages';
import { worded } from './worded';
import { SIZES } from '../sizes';
import { MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '../product-list-options';
import { optionalText } from './fields';

export { MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '../product-list-options';

const v = messages.api.validation;

const optionalPrice = z
  .union([z.literal(''), z.coerce.number<string | number>({ error: v.notANumber }).min(0).max(10_000_000)])
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : value));

/** A query flag as a URL writes it: `true`/`1` on, anything else (or absent) off. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * The filters, sorting and page of a product list. One schema for the server's query, the
 * storefront's URL (a shared or reloaded link shows the same list) and the client's calls.
 */
export const productListQuerySchema = z
  .object({
    category: z.uuid({ error: worded((t) => t.api.validation.invalidId('category')) }).optional().or(z.literal('').transform(() => undefined)),
    q: optionalText(100),
    size: z.enum(SIZES, { error: v.unknownSize }).optional().or(z.literal('').transform(() => undefined)),
    minPrice: optionalPrice,
    maxPrice: optionalPrice,
    inStock: flag,
    onSale: flag,
    sort: z.enum(PRODUCT_SORTS).optional().or(z.literal('').transform(() => undefined)),
    page: z.coerce.number<string | number | undefined>({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number<string | number | undefined>({ error: v.notANumber })
      .int({ error: v.notANumber })
      .min(1)
      .max(MAX_PRODUCT_PAGE_SIZE)
      .default(PRODUCT_PAGE_SIZE),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: messages.api.catalogueListing.minAboveMax,
    path: ['minPrice'],
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListSearch = z.input<typeof productListQuerySchema>;
