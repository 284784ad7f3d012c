import { z } from 'zod';
import { messages } from '../messages';
import { CONTACT_PHONE_PATTERN, normalizeEgyptianPhone } from '../phone';
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

/**
 * What looks like SQL rather than a sentence: statements (`DROP TABLE x`, `UNION SELECT`,
 * `SELECT * FROM users`), the quote-and-tautology of an injection (`' OR 1=1`), and the spec's
 * `--` and `;`. A shopper's ordinary words ("please delete my account", "select", "drop off",
 * "update my order to size M") are not statements and pass.
 */
const SQL_STATEMENTS = [
  /\bselect\s+(?:\*|[\w.]+(?:\s*,\s*[\w.]+)+)\s+from\b/i,
  /\bselect\s+[\w.]+\s+from\s+[\w.]+\s*(?:where\b|$)/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\binsert\s+into\s+[\w.]+/i,
  /\bupdate\s+[\w.]+\s+set\s+[\w.]+\s*=/i,
  /\bdelete\s+from\s+[\w.]+/i,
  /\b(?:drop|truncate|alter)\s+(?:table|database|schema|view|index|user)\b/i,
  /\bcreate\s+(?:table|database|schema|view|index|user)\b/i,
  /\bexec(?:ute)?\s*\(/i,
  /['"]\s*(?:or|and)\s+(?:['"]?\w+['"]?)\s*=\s*['"]?\w+/i,
  /\/\*|--|;/,
];

export const containsSuspiciousContent = (text: string): boolean =>
  SQL_STATEMENTS.some((pattern) => pattern.test(text));

export const contactSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  email: emailField(m.emailRequired, m.invalidEmail),
  phone: requiredText(m.phoneRequired, 20)
    .overwrite((phone) => normalizeEgyptianPhone(phone) ?? phone)
    .regex(CONTACT_PHONE_PATTERN, { error: m.invalidPhone }),
  inquiry: z.enum(INQUIRY_VALUES, { error: m.inquiryRequired }),
  message: requiredText(m.messageRequired, CONTACT_MESSAGE_MAX)
    .min(CONTACT_MESSAGE_MIN, { error: m.messageTooShort })
    .refine((text) => !containsSuspiciousContent(text), { error: m.suspiciousContent }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
