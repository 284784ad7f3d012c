/**
 * Field builders shared by the payload schemas, so "required" and format rules behave the same
 * on every form: an empty or missing value gives only the field's "required" message, never a
 * format message as well.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { worded } from './worded';
import { SIZES } from '../sizes';
import { stripBidiControls } from './bidi';

const v = messages.api.validation;

// In the browser the shop runs under a Content-Security-Policy without 'unsafe-eval'. On its
// first object parse zod probes for eval (new Function) to compile faster parsers, and the
// browser reports that probe as a CSP violation (Lighthouse's best practices count it). Every
// schema is built from these fields, so this runs before any parse. The server keeps the
// compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;

/** Trimmed text that must not be empty; missing, null and non-text all read as "required". */
export const requiredText = (required: string, max = TEXT_MAX) =>
  z
    .string({ error: required })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: worded((t) => t.api.validation.tooLong(max)), abort: true });

/** A required e-mail, trimmed and lower-cased so one address is one account. */
export const emailField = (required: string, invalid: string) =>
  requiredText(required, EMAIL_MAX).toLowerCase().pipe(z.email({ error: invalid }));

/** A filter's free text: trimmed, at most `max` characters, and absent when empty (a URL's `q=`). */
export const optionalText = (max: number) =>
  z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .max(max, { error: worded((t) => t.api.validation.tooLong(max)) })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The Arabic version of a catalogue text, beside its English one: trimmed, and empty means
 * none (null, so Arabic pages show the English). Absent stays undefined: an update from a
 * client that does not know the field keeps the stored text.
 */
export const arabicText = (max: number) =>
  z
    .string({ error: v.expectedText })
    .overwrite(stripBidiControls)
    .trim()
    .max(max, { error: worded((t) => t.api.validation.tooLong(max)) })
    .transform((value) => value || null)
    .optional();

/** Ids are database UUIDs. */
export const idField = (field: string) => z.uuid({ error: worded((t) => t.api.validation.invalidId(field)) });

/** A size; a missing or empty one gives `missing`, an unknown one 'Unknown size'. */
export const sizeField = (missing: string) =>
  z.enum(SIZES, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : v.unknownSize),
  });

/**
 * A number as a person types it in a form: decimal digits with an optional sign and fraction.
 * `Number()` alone would also read `0x10` as 16, `1e3` as 1000 and `0b1` as 1.
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const parseDecimal = (text: string): number => (DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN);

/**
 * A number that may arrive as text (form inputs, multipart fields): '' and missing give
 * `required`, other text must read as a finite number. Input type `number | string`.
 */
export const formNumber = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    const parsed = parseDecimal(text);
    if (text === '' || !Number.isFinite(parsed)) {
      ctx.issues.push({ code: 'custom', input: value, message: text === '' ? required : v.notANumber });
      return z.NEVER;
    }
    return parsed;
  });

/** Like `formNumber`, but missing, null and '' give `fallback` (optional form fields). */
export const optionalFormNumber = (fallback: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: v.notANumber })
    .optional()
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = (value ?? '').trim();
      if (text === '') return fallback;
      const parsed = parseDecimal(text);
      if (!Number.isFinite(parsed)) {
        ctx.issues.push({ code: 'custom', input: value, message: v.notANumber });
        return z.NEVER;
      }
      return parsed;
    });

/** 'YYYY-MM-DD' that names a real calendar day. */
export const isIsoDay = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const isoDayField = (required: string) =>
  requiredText(required, 10).refine(isIsoDay, { error: v.invalidDate });
