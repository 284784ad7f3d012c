import { z } from 'zod';
import { GOVERNORATES } from '../governorates';
import { messages } from '../messages';
import { worded } from './worded';
import { CHECKOUT_PHONE_PATTERN, normalizeEgyptianPhone } from '../phone';
import { emailField, requiredText } from './fields';

const m = messages.checkout;
const v = messages.api.validation;

export const PAYMENT_METHODS = ['cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Largest fee or discount accepted, in pounds: far above any real order, below integer trouble. */
const AMOUNT_MAX_POUNDS = 10_000_000;

/** The fields the shopper types on the checkout form. */
export const shippingDetailsSchema = z.object({
  email: emailField(m.required, m.invalidEmail),
  firstName: requiredText(m.required, 50),
  lastName: requiredText(m.required, 50),
  address: requiredText(m.required, 300),
  // Labelled "Country" on the spec's form, but it holds the city.
  city: requiredText(m.required, 100),
  governorate: z.enum(GOVERNORATES, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? m.required : v.unknownGovernorate),
  }),
  // The spec gives only the format message, so an empty phone reads 'Invalid phone number'.
  // Written any common way (`+20 101 234 5678`, `0101-234-5678`), it is stored as 01XXXXXXXXX.
  phone: z
    .string({ error: m.invalidPhone })
    .trim()
    .overwrite((phone) => normalizeEgyptianPhone(phone) ?? phone)
    .regex(CHECKOUT_PHONE_PATTERN, { error: m.invalidPhone }),
});
export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>;
export type ShippingDetails = z.output<typeof shippingDetailsSchema>;

const amountInPounds = (field: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? worded((t) => t.api.validation.fieldRequired(field)) : v.notANumber) })
    .min(0, { error: v.amountMin })
    .max(AMOUNT_MAX_POUNDS, { error: v.notANumber });

/**
 * `POST /order/create`. shippingFee and discount are in pounds, as the client shows them; the
 * server converts with toPiastres and compares them with its own figures.
 */
export const checkoutSchema = shippingDetailsSchema.extend({
  paymentMethod: z.literal('cash', { error: v.cashOnly }).default('cash'),
  shippingFee: amountInPounds('shippingFee'),
  discount: amountInPounds('discount').default(0),
  promoCode: z.string({ error: v.expectedText }).trim().max(50, { error: worded((t) => t.api.validation.tooLong(50)) }).optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutPayload = z.output<typeof checkoutSchema>;
