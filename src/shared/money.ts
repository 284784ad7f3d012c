/**
 * Money and dates in one place; the language's locale and currency label come from its
 * messages (`format`). Amounts are whole piastres (1 LE = 100 piastres) so sums are exact integers.
 */
import { messages, type Messages } from './messages';

/** The locale amounts are written in, in both languages: the Latin digits and "1,350" the spec shows. */
const DISPLAY_LOCALE = 'en-US';
/** The shop's time zone: its days, months and shown dates. The one place it is written (SQL: server/db/shop-time.ts). */
export const SHOP_TIME_ZONE = 'Africa/Cairo';
export const PIASTRES_PER_POUND = 100;

const assertFinite = (value: number, name: string): void => {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
};

/** Pounds (as typed or sent by a client) to whole piastres, rounded to the nearest piastre. */
export const toPiastres = (pounds: number): number => {
  assertFinite(pounds, 'pounds');
  // toPrecision strips binary noise first, so 1.005 LE is 101 piastres and not 100.
  const piastres = Math.round(Number((pounds * PIASTRES_PER_POUND).toPrecision(15)));
  return piastres === 0 ? 0 : piastres; // no -0
};

export const toPounds = (piastres: number): number => {
  assertFinite(piastres, 'piastres');
  const pounds = piastres / PIASTRES_PER_POUND;
  return pounds === 0 ? 0 : pounds;
};

const wholeFormat = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 0 });
const fractionFormat = new Intl.NumberFormat(DISPLAY_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The number part of an amount: "1,350" when whole, "99.50" otherwise. */
export const formatPounds = (piastres: number): string => {
  const whole = Math.round(piastres);
  const format = whole % PIASTRES_PER_POUND === 0 ? wholeFormat : fractionFormat;
  return format.format(toPounds(whole));
};

/** An amount as shown to shoppers: "1,350 LE", "99.50 LE" (in Arabic "1,350 ج.م"). */
export const formatLE = (piastres: number, texts: Messages = messages): string => texts.format.amount(formatPounds(piastres));

const DATE: Intl.DateTimeFormatOptions = { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
// Building a DateTimeFormat costs far more than using one: one per locale and style.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatOf = (locale: string, style: 'date' | 'dateTime') => {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, style === 'date' ? DATE : DATE_TIME)));
  return format;
};
const dayPartsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const toDate = (value: string | Date): Date | undefined => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A day as shown to shoppers in Cairo, e.g. "Nov 22, 2025"; '' for an unreadable date. */
export const formatDate = (value: string | Date, texts: Messages = messages): string => {
  const date = toDate(value);
  return date ? dateFormatOf(texts.format.locale, 'date').format(date) : '';
};

/** A moment as shown in Cairo, e.g. "Nov 22, 2025, 8:15 AM"; '' for an unreadable date. */
export const formatDateTime = (value: string | Date, texts: Messages = messages): string => {
  const date = toDate(value);
  return date ? dateFormatOf(texts.format.locale, 'dateTime').format(date) : '';
};

/**
 * The Cairo calendar day of a moment as 'YYYY-MM-DD': the key of "today" and of the sales
 * report's days, which must not shift with the server's own time zone.
 */
export const cairoDay = (value: string | Date): string => {
  const date = toDate(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = dayPartsFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};
