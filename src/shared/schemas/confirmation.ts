/** Inputs of order confirmation (issue 34): the link's answer, the desk's answer, the blocklist, the settings. */
import { z } from 'zod';
import { AUTO_BLOCK_REFUSALS_MAX, AUTO_CANCEL_HOURS_MAX, CONFIRM_RULES, CUSTOMER_ANSWERS, STAFF_ANSWERS } from '../confirmation';
import { messages } from '../messages';
import { normalizeEgyptianPhone } from '../phone';
import { EMAIL_MAX, idField } from './fields';
import { worded } from './worded';
import { stripBidiControls } from './bidi';

const m = messages.confirmation;
const v = messages.api.validation;

/** Tokens are 22 base64url characters (128 random bits); anything else is simply not found. */
export const confirmTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** Body of `POST /orders/confirm/{token}`. */
export const customerAnswerSchema = z.object({ answer: z.enum(CUSTOMER_ANSWERS) });
export type CustomerAnswerBody = z.output<typeof customerAnswerSchema>;

/** Body of `POST /admin/orders/confirmation`: each order answered on its own. */
export const staffConfirmationSchema = z.object({
  ids: z.array(idField('ids')).min(1, { error: messages.api.adminOrders.noIds }).max(100, { error: messages.api.adminOrders.tooManyIds }),
  answer: z.enum(STAFF_ANSWERS),
});
export type StaffConfirmationBody = z.output<typeof staffConfirmationSchema>;

/** An Egyptian mobile in any written form (`+20 100…`, `0100-…`), as `01XXXXXXXXX`. */
const phoneKey = (invalid: string) =>
  z
    .string({ error: invalid })
    .max(40, { error: invalid })
    .transform((value, ctx) => {
      const phone = normalizeEgyptianPhone(value);
      if (phone) return phone;
      ctx.issues.push({ code: 'custom', input: value, message: invalid });
      return z.NEVER;
    });

export const customerPhoneParamsSchema = z.object({ phone: phoneKey(m.invalidPhone) });

/** Body of `POST /admin/blocklist`: a phone, an e-mail or both, and why. */
export const blocklistEntrySchema = z
  .object({
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(phoneKey(m.blocklist.invalidPhone).optional()),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { error: worded((t) => t.api.validation.tooLong(EMAIL_MAX)) })
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email({ error: messages.checkout.invalidEmail }).optional()),
    reason: z
      .string()
      .overwrite(stripBidiControls)
      .trim()
      .max(300, { error: worded((t) => t.api.validation.tooLong(300)) })
      .default(''),
  })
  .refine((entry) => entry.phone !== undefined || entry.email !== undefined, { error: m.blocklist.phoneOrEmail, path: ['phone'] });
export type BlocklistEntryBody = z.output<typeof blocklistEntrySchema>;

export const blocklistIdParamsSchema = z.object({ id: idField('id') });

/**
 * The confirmation settings, saved with the shop settings (`PUT /admin/shop-settings`). Each is
 * optional: a client that does not send one keeps the stored value. `confirmAbove` is in LE.
 */
export const confirmationSettingsSchema = z.object({
  confirmRule: z.enum(CONFIRM_RULES).optional(),
  confirmAbove: z.number({ error: v.notANumber }).min(0).max(10_000_000).optional(),
  autoCancelHours: z.number({ error: v.notANumber }).int({ error: v.notANumber }).min(0).max(AUTO_CANCEL_HOURS_MAX).optional(),
  autoBlockRefusals: z.number({ error: v.notANumber }).int({ error: v.notANumber }).min(0).max(AUTO_BLOCK_REFUSALS_MAX).optional(),
});
export type ConfirmationSettingsInput = z.output<typeof confirmationSettingsSchema>;
