import { z } from 'zod';
import { messages } from '../messages';
import { emailField, requiredText } from './fields';

const m = messages.auth;

export const OTP_LENGTH = 4;
export const OTP_PATTERN = /^\d{4}$/;

export const loginSchema = z.object({
  email: emailField(m.emailRequired, m.invalidEmailFormat),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

/** Text, not a number: a code may start with 0. */
const otpField = requiredText(m.otpRequired, 20).regex(OTP_PATTERN, { error: m.otpLength });

export const otpSchema = z.object({ otp: otpField });
export type OtpInput = z.input<typeof otpSchema>;
export type OtpPayload = z.output<typeof otpSchema>;

export const confirmEmailSchema = z.object({
  otp: otpField,
  verificationToken: requiredText(messages.api.validation.verificationTokenRequired, 2000),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
export type ConfirmEmailPayload = z.output<typeof confirmEmailSchema>;
