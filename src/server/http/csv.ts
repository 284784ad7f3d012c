/**
 * Every CSV the shop writes goes through `csvStringifier`, so a spreadsheet never runs a
 * formula that a customer typed (OWASP's CSV injection): a text cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'`, which Excel, LibreOffice and Sheets
 * read as "this is text" and hide.
 *
 * Only strings are neutralised. Numbers the shop writes itself (amounts, counts) are passed as
 * numbers and stay numbers, so a negative amount is still a number in the sheet. Every string is
 * treated the same, whoever wrote it: a phone kept as `+20…` would read `'+20…` in the file,
 * which a spreadsheet shows as `+20…` anyway, and an exception for "harmless" prefixes is exactly
 * where a payload like `+cmd|…` would slip through.
 */
import type { Options, Stringifier } from 'csv-stringify';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet will take it for text, never for a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** csv-stringify with every string cell neutralised; loaded on first use (few requests write CSV). */
export async function csvStringifier(options: Omit<Options, 'cast'>): Promise<Stringifier> {
  const { stringify } = await import('csv-stringify');
  return stringify({ ...options, cast: { string: neutraliseCell } });
}
