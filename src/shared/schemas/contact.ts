import { z } from 'zod';
import { messages } from '../messages';
import { CONTACT_PHONE_PATTERN } from '../phone';
import { emailField, requiredText } from './fields';

const m = messages.contact;

/** Dropdown values and labels; the values are the original API's, the labels the spec's. */
export const INQUIRY_OPTIONS = [
  { value: 'general', label: m.inquiryOrderProblems },
  { value: 'support', label: m.inquirySupport },
  { value: 'sales', label: m.inquiryOther },
] as const;
export const INQUIRY_VALUES = ['general', 'support', 'sales'] as const;
export type Inquiry = (typeof INQUIRY_VALUES)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

const SQL_WORDS = /\b(select|insert|update|delete|drop|union|alter|create|truncate|exec)\b/i;

/**
 * The spec's guard against SQL-looking text: whole SQL keywords, `--` or `;`. It is crude
 * (it refuses "please update my address;") but it is the rule the form is specified with.
 */
export const containsSuspiciousContent = (text: string): boolean =>
  SQL_WORDS.test(text) || text.includes('--') || text.includes(';');

export const contactSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  email: emailField(m.emailRequired, m.invalidEmail),
  phone: requiredText(m.phoneRequired, 20).regex(CONTACT_PHONE_PATTERN, { error: m.invalidPhone }),
  inquiry: z.enum(INQUIRY_VALUES, { error: m.inquiryRequired }),
  message: requiredText(m.messageRequired, CONTACT_MESSAGE_MAX)
    .min(CONTACT_MESSAGE_MIN, { error: m.messageTooShort })
    .refine((text) => !containsSuspiciousContent(text), { error: m.suspiciousContent }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
