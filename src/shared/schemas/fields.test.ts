import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formNumber, isIsoDay, optionalFormNumber, requiredText } from './fields';
import { issuesByPath } from './testing';

describe('requiredText', () => {
  const schema = z.object({ name: requiredText('Name is required', 5) });

  it('trims, and gives only the required message for missing, null, blank or non-text', () => {
    expect(schema.parse({ name: ' Ali ' })).toEqual({ name: 'Ali' });
    for (const name of [undefined, null, '', '  ', 7]) expect(issuesByPath(schema.safeParse({ name }))).toEqual({ name: ['Name is required'] });
  });

  it('caps the length', () => {
    expect(issuesByPath(schema.safeParse({ name: 'Ahmed Ali' }))).toEqual({ name: ['Must be at most 5 characters'] });
  });
});

describe('formNumber', () => {
  const schema = z.object({ n: formNumber('N is required') });

  it('reads numbers and decimal text', () => {
    const decimal = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !String(n).includes('e'));
    fc.assert(fc.property(decimal, (n) => Object.is(schema.parse({ n: String(n) }).n, n) || n === 0));
    expect(schema.parse({ n: 12.5 })).toEqual({ n: 12.5 });
    expect(schema.parse({ n: ' 7 ' })).toEqual({ n: 7 });
  });

  it('gives the required message for missing or blank values, and a number message for junk', () => {
    for (const n of [undefined, null, '', ' ']) expect(issuesByPath(schema.safeParse({ n }))).toEqual({ n: ['N is required'] });
    for (const n of ['abc', 'Infinity', '1e999', '1e3', '0x10', '0b1', '--1']) expect(issuesByPath(schema.safeParse({ n }))).toEqual({ n: ['Must be a number'] });
  });
});

describe('optionalFormNumber', () => {
  it('falls back for missing, null and blank values', () => {
    const schema = z.object({ n: optionalFormNumber(3) });
    for (const n of [undefined, null, '', ' ']) expect(schema.parse({ n })).toEqual({ n: 3 });
    expect(schema.parse({})).toEqual({ n: 3 });
    expect(schema.parse({ n: '4' })).toEqual({ n: 4 });
    expect(schema.safeParse({ n: 'x' }).success).toBe(false);
  });
});

describe('isIsoDay', () => {
  it('accepts real calendar days only', () => {
    expect(['2024-02-29', '2025-12-31', '2000-01-01'].every(isIsoDay)).toBe(true);
    expect(['2025-02-29', '2025-04-31', '2025-1-01', '20250101', '2025-01-01T00:00'].some(isIsoDay)).toBe(false);
  });
});
