/** Inputs of returns and exchanges (issue 36): the customer's request, the staff's changes, the policy settings. */
import { z } from 'zod';
import { messages } from '../messages';
import { EXCHANGE_CHARGE_MAX_POUNDS, REFUND_METHODS, RETURN_REASONS, RETURN_STATES, RETURN_WINDOW_DAYS_MAX } from '../returns';
import { SIZES } from '../sizes';
import { idField, sizeField } from './fields';
import { stripBidiControls } from './bidi';
import { worded } from './worded';

const v = messages.api.validation;
const NOTE_MAX = 1000;

const note = z
  .string({ error: v.expectedText })
  .overwrite(stripBidiControls)
  .trim()
  .max(NOTE_MAX, { error: worded((t) => t.api.validation.tooLong(NOTE_MAX)) })
  .optional();

const quantity = z.number({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(100);

/** Body of `POST /orders/{id}/returns`. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: idField('productId'),
        size: sizeField(v.unknownSize),
        quantity,
        reason: z.enum(RETURN_REASONS, { error: worded((t) => t.returns.api.unknownReason) }),
        exchangeSize: z.enum(SIZES, { error: v.unknownSize }).nullish(),
      }),
    )
    .min(1, { error: worded((t) => t.returns.api.noLines) })
    .max(50),
  note,
});
export type ReturnRequestBody = z.output<typeof returnRequestSchema>;

/** Body of `PATCH /admin/returns/{id}`: the next state and what it needs. */
export const returnChangeSchema = z.object({
  state: z.enum(RETURN_STATES, { error: worded((t) => t.returns.api.unknownState) }),
  note,
  // LE, as the staff types it; with state `refunded`.
  refundAmount: z.number({ error: v.notANumber }).min(0).max(10_000_000).optional(),
  refundMethod: z.enum(REFUND_METHODS).optional(),
  refundReference: z.string().overwrite(stripBidiControls).trim().max(200).optional(),
  // LE the courier collects for the exchange order (a price difference the shop decides), with
  // state `approved` (or the request's current state, to change it before the exchange ships).
  // Piastres allowed, as every amount of the shop (money.ts); 0 by default.
  exchangeCharge: z
    .number({ error: v.notANumber })
    .min(0, { error: worded((t) => t.returns.api.exchangeChargeRange) })
    .max(EXCHANGE_CHARGE_MAX_POUNDS, { error: worded((t) => t.returns.api.exchangeChargeRange) })
    .optional(),
  // With state `received`: pieces that came back damaged, by return line, which stay out of stock.
  damaged: z.array(z.object({ lineId: idField('lineId'), quantity: z.number().int().min(0).max(100) })).max(50).optional(),
});
export type ReturnChangeBody = z.output<typeof returnChangeSchema>;

export const returnIdParamsSchema = z.object({ id: idField('id') });
export const orderReturnParamsSchema = z.object({ id: idField('id') });

/** `GET /admin/returns?state=&page=&orderId=` */
export const returnListQuerySchema = z.object({
  state: z.enum(RETURN_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  // The requests of one order (its own or as the exchange it sent): the order detail's links.
  orderId: idField('orderId').optional(),
});
export type ReturnListQuery = z.output<typeof returnListQuerySchema>;

/** The returns policy in the shop settings' form; the fields not sent are kept. */
export const returnPolicySchema = z.object({
  returnWindowDays: z.number({ error: v.notANumber }).int({ error: v.notANumber }).min(0).max(RETURN_WINDOW_DAYS_MAX).optional(),
  returnReasons: z.array(z.enum(RETURN_REASONS)).min(1, { error: worded((t) => t.returns.settings.oneReason) }).max(RETURN_REASONS.length).optional(),
  customerPaysReturnFor: z.array(z.enum(RETURN_REASONS)).max(RETURN_REASONS.length).optional(),
  exchangeShipsFree: z.boolean().optional(),
});
export type ReturnPolicyInput = z.output<typeof returnPolicySchema>;
