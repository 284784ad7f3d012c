import { z } from 'zod';
import { PROMO_KINDS } from '../promo-codes';
import { promoCheckSchema, promoCodeIdParamsSchema, promoCodePatchSchema, promoCodeSchema } from '../schemas/promo-codes';
import { route } from './route';

/** A code as the admin reads it: `value` is a percent, or LE for `fixed`; amounts in LE; days in Cairo. */
export const promoCodeAnswer = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minSubtotal: z.number(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  discountGiven: z.number(),
});
export type PromoCodeAnswer = z.output<typeof promoCodeAnswer>;

export const promoReportAnswer = z.object({ code: z.string(), orders: z.number().int(), sales: z.number(), discountGiven: z.number(), newCustomers: z.number().int() });

/** What the checkout needs to show a code's discount with the shared rules. */
export const promoTermsAnswer = z.object({ code: z.string(), kind: z.enum(PROMO_KINDS), value: z.number(), minSubtotal: z.number(), firstOrderOnly: z.boolean() });
export type PromoTermsAnswer = z.output<typeof promoTermsAnswer>;


/** Promotion codes and their checkout check (issue 38). The feeds live outside /api. */
export const promoCodes = {
  list: route({
    method: 'GET',
    path: '/admin/promo-codes',
    access: 'admin',
    summary: 'Every promo code with its uses and the discount given (LE), by code',
    responses: { 200: z.object({ results: z.array(promoCodeAnswer) }) },
  }),
  create: route({
    method: 'POST',
    path: '/admin/promo-codes',
    access: 'admin',
    summary: 'Create a promo code (its name folded: upper case, no spaces); 409 when the name is taken',
    body: promoCodeSchema,
    responses: { 201: z.object({ message: z.string(), results: promoCodeAnswer }) },
  }),
  update: route({
    method: 'PATCH',
    path: '/admin/promo-codes/:id',
    access: 'admin',
    summary: 'Change any field of a code; a used code keeps its name (409)',
    params: promoCodeIdParamsSchema,
    body: promoCodePatchSchema,
    responses: { 200: z.object({ message: z.string(), results: promoCodeAnswer }) },
  }),
  remove: route({
    method: 'DELETE',
    path: '/admin/promo-codes/:id',
    access: 'admin',
    summary: 'Delete an unused code; a used one is deactivated instead (its orders keep pointing at it)',
    params: promoCodeIdParamsSchema,
    responses: { 200: z.object({ message: z.string(), deleted: z.boolean(), results: promoCodeAnswer.nullable() }) },
  }),
  report: route({
    method: 'GET',
    path: '/admin/promo-codes/:id/report',
    access: 'admin',
    summary: "A code's standing orders (not cancelled or refunded): count, sales, discount given (LE), first orders of new customers",
    params: promoCodeIdParamsSchema,
    responses: { 200: z.object({ results: promoReportAnswer }) },
  }),
  check: route({
    method: 'POST',
    path: '/promo-codes/check',
    access: 'shopper',
    summary: "The checkout's Apply: whether a code applies to the requester's cart (and, when given, this e-mail or phone); its terms, or the refusal's message",
    body: promoCheckSchema,
    responses: { 200: z.object({ results: promoTermsAnswer }) },
  }),
} as const;
