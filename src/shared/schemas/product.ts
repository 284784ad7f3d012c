/**
 * Product payloads. They arrive as multipart fields (text) from the admin forms, so numbers
 * accept text too, `availableSizes` may be one value or repeated, and `sizeStock` may be JSON
 * text. Prices are pounds here; the server stores them with toPiastres.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { worded } from './worded';
import { stripBidiControls } from './bidi';
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../pricing';
import { SIZES } from '../sizes';
import { arabicText, formNumber, optionalFormNumber, requiredText, sizeField } from './fields';

const m = messages.productAdmin;
const v = messages.api.validation;

export const PRODUCT_TITLE_MAX = 150;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRICE_MAX_POUNDS = 1_000_000;
export const SIZE_STOCK_MAX = 100_000;

/** File parts, checked by the form and the route; these are their messages. */
export const productImagesRequiredMessage = m.imagesRequired;
export const sizeChartRequiredMessage = m.sizeChartRequired;

const priceField = formNumber(m.priceRequired).pipe(
  z
    .number()
    .positive({ error: v.priceMin, abort: true })
    .max(PRICE_MAX_POUNDS, { error: worded((t) => t.api.validation.priceMax(PRICE_MAX_POUNDS)) })
    // Stored in piastres: a price that rounds to 0 piastres (0.004) would be a free product.
    .refine((pounds) => Math.round(pounds * 100) >= 1, { error: v.priceMin }),
);

const discountField = optionalFormNumber(0).pipe(
  z.number().int({ error: v.discountRange }).min(DISCOUNT_MIN, { error: v.discountRange }).max(DISCOUNT_MAX, { error: v.discountRange }),
);

const sizeStockEntry = z.object({
  size: sizeField(v.sizeRequired),
  quantity: formNumber(v.stockMin).pipe(
    z
      .number()
      .int({ error: v.quantityWhole })
      .min(0, { error: v.stockMin })
      .max(SIZE_STOCK_MAX, { error: worded((t) => t.api.validation.quantityMax(SIZE_STOCK_MAX)) }),
  ),
});

const parseJsonList = (text: string, ctx: z.core.$RefinementCtx<string>): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', input: text, message: messages.api.catalog.invalidSizeStock });
    return z.NEVER;
  }
};

/** Per-size stock, from a list or its JSON text; each size at most once. */
export const sizeStockField = (missing: string) =>
  z
    .union([z.string().transform(parseJsonList), z.array(z.unknown())], {
      error: (issue) => (issue.input === undefined ? missing : messages.api.catalog.invalidSizeStock),
    })
    .pipe(z.array(sizeStockEntry, { error: messages.api.catalog.invalidSizeStock }))
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      for (const entry of entries) {
        if (seen.has(entry.size)) ctx.addIssue({ code: 'custom', message: worded((t) => t.api.catalog.duplicateSize(entry.size)) });
        seen.add(entry.size);
      }
    });

const sizeList = z.array(z.enum(SIZES, { error: v.unknownSize }));

/** One size or a repeated multipart field; returned without repeats, smallest first. */
const availableSizesField = z
  .union([z.enum(SIZES).transform((size) => [size]), sizeList], { error: m.selectAtLeastOneSize })
  .transform((sizes) => SIZES.filter((size) => sizes.includes(size)))
  .pipe(sizeList.min(1, { error: m.selectAtLeastOneSize }));

export const productCreateSchema = z.object({
  title: requiredText(m.titleRequired, PRODUCT_TITLE_MAX),
  description: z
    .string({ error: v.expectedText })
    .overwrite(stripBidiControls)
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: worded((t) => t.api.validation.tooLong(PRODUCT_DESCRIPTION_MAX)) })
    .default(''),
  titleAr: arabicText(PRODUCT_TITLE_MAX),
  descriptionAr: arabicText(PRODUCT_DESCRIPTION_MAX),
  price: priceField,
  discount: discountField,
  // The product's default size, sent as `size`.
  size: sizeField(m.defaultSizeRequired),
  availableSizes: availableSizesField,
  sizeStock: sizeStockField(m.sizeQuantityRequired).refine((entries) => entries.some((entry) => entry.quantity > 0), {
    error: m.sizeQuantityRequired,
  }),
});
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreatePayload = z.output<typeof productCreateSchema>;

export const productUpdateSchema = z.object({
  title: requiredText(m.updateTitleRequired, PRODUCT_TITLE_MAX),
  description: requiredText(m.descriptionRequired, PRODUCT_DESCRIPTION_MAX),
  titleAr: arabicText(PRODUCT_TITLE_MAX),
  descriptionAr: arabicText(PRODUCT_DESCRIPTION_MAX),
  price: priceField,
  discount: discountField,
  // Every size may be 0 here: an admin records a product selling out.
  sizeStock: sizeStockField(messages.api.catalog.invalidSizeStock),
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdatePayload = z.output<typeof productUpdateSchema>;

/** Path and query of the product admin routes. */
export const productAdminQuerySchema = z.object({
  categoryId: z.uuid({ error: worded((t) => t.api.validation.invalidId('categoryId')) }),
});
