/**
 * The admin's promotion code (issue 38): one schema for the form (text inputs), the API's
 * POST and PATCH, and the tests. Amounts in pounds, days as Cairo `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { foldPromoCode, PROMO_CODE_PATTERN, PROMO_KINDS } from '../promo-codes';
import { formNumber, isIsoDay, optionalFormNumber } from './fields';

const m = messages.promotions.api;
const v = messages.api.validation;

/** '' and null are "no value" (no limit, no date). */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalLimit = z.preprocess(blankToNull, z.union([z.null(), formNumber(m.limitPositive).pipe(z.number().int({ error: m.limitPositive }).min(1, { error: m.limitPositive }).max(1_000_000))]));
const optionalDay = z.preprocess(blankToNull, z.union([z.null(), z.string().trim().refine(isIsoDay, { error: m.invalidDay })]));

const fields = {
  code: z
    .string({ error: m.codeFormat })
    .transform(foldPromoCode)
    .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: m.codeFormat })),
  kind: z.enum(PROMO_KINDS),
  value: optionalFormNumber(0).pipe(z.number().min(0, { error: m.fixedPositive }).max(1_000_000, { error: v.notANumber })),
  minSubtotal: optionalFormNumber(0).pipe(z.number().min(0, { error: v.notANumber }).max(1_000_000, { error: v.notANumber })),
  firstOrderOnly: z.boolean().default(false),
  perCustomerLimit: optionalLimit.default(null),
  totalLimit: optionalLimit.default(null),
  startsAt: optionalDay.default(null),
  endsAt: optionalDay.default(null),
  active: z.boolean().default(true),
};

type Checked = { kind?: string; value?: number; startsAt?: string | null; endsAt?: string | null };

/** Rules between fields: a percent is 1 to 100 and whole, an amount above 0, the end not before the start. */
function checkTogether(input: Checked, ctx: z.RefinementCtx) {
  if (input.kind === 'percent' && input.value !== undefined && (!Number.isInteger(input.value) || input.value < 1 || input.value > 100))
    ctx.addIssue({ code: 'custom', path: ['value'], message: m.percentRange });
  if (input.kind === 'fixed' && input.value !== undefined && input.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: m.fixedPositive });
  if (input.startsAt && input.endsAt && input.endsAt < input.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforeStart });
}

/** Body of `POST /admin/promo-codes` and the admin form. */
export const promoCodeSchema = z.object(fields).superRefine(checkTogether);
export type PromoCodeInput = z.input<typeof promoCodeSchema>;
export type PromoCodeBody = z.output<typeof promoCodeSchema>;

/**
 * Body of `PATCH /admin/promo-codes/{id}`: any of the fields. The service merges them into the
 * stored code and checks the whole with promoCodeSchema, so the rules between fields hold.
 */
export const promoCodePatchSchema = z.object({
  code: z.string().max(100).optional(),
  kind: fields.kind.optional(),
  value: z.union([z.number(), z.string()]).optional(),
  minSubtotal: z.union([z.number(), z.string()]).optional(),
  firstOrderOnly: z.boolean().optional(),
  perCustomerLimit: z.union([z.number(), z.string(), z.null()]).optional(),
  totalLimit: z.union([z.number(), z.string(), z.null()]).optional(),
  startsAt: z.union([z.string(), z.null()]).optional(),
  endsAt: z.union([z.string(), z.null()]).optional(),
  active: z.boolean().optional(),
});
export type PromoCodePatch = z.output<typeof promoCodePatchSchema>;

export const promoCodeIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Body of `POST /promo-codes/check`: the code typed at checkout and, once typed, who orders. */
export const promoCheckSchema = z.object({
  code: z.string().max(100).transform(foldPromoCode),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
});
