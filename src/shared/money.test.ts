import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cairoDay, formatDate, formatDateTime, formatLE, formatPounds, toPiastres, toPounds } from './money';

describe('toPiastres / toPounds', () => {
  it('converts pounds to whole piastres, rounding to the nearest', () => {
    expect(toPiastres(1350)).toBe(135_000);
    expect(toPiastres(99.5)).toBe(9_950);
    expect(toPiastres(0.1 + 0.2)).toBe(30);
    expect(toPiastres(1.005)).toBe(101);
    expect(toPiastres(12.344)).toBe(1_234);
    expect(toPiastres(12.346)).toBe(1_235);
    expect(Object.is(toPiastres(-0.001), 0)).toBe(true);
  });

  it('converts piastres back to pounds', () => {
    expect(toPounds(135_000)).toBe(1350);
    expect(toPounds(9_950)).toBe(99.5);
    expect(toPounds(1)).toBe(0.01);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toPiastres(Number.NaN)).toThrow(RangeError);
    expect(() => toPiastres(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPounds(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every whole piastre amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (piastres) => toPiastres(toPounds(piastres)) === piastres));
  });

  it('is within half a piastre of any pounds amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (pounds) => {
        const piastres = toPiastres(pounds);
        expect(Number.isInteger(piastres)).toBe(true);
        expect(Math.abs(piastres - pounds * 100)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, pounds));
      }),
    );
  });
});

describe('formatLE', () => {
  it('writes whole pounds without decimals and with grouping', () => {
    expect(formatLE(135_000)).toBe('1,350 LE');
    expect(formatLE(0)).toBe('0 LE');
    expect(formatLE(123_456_700)).toBe('1,234,567 LE');
  });

  it('writes other amounts with exactly two decimals', () => {
    expect(formatLE(9_950)).toBe('99.50 LE');
    expect(formatLE(5)).toBe('0.05 LE');
    expect(formatLE(123_456_789)).toBe('1,234,567.89 LE');
  });

  it('shows at most two decimals and reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (piastres) => {
        const text = formatPounds(piastres);
        expect(text).toMatch(piastres % 100 === 0 ? /^\d{1,3}(,\d{3})*$/ : /^\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(toPiastres(Number(text.replaceAll(',', '')))).toBe(piastres);
        expect(formatLE(piastres)).toBe(`${text} LE`);
      }),
    );
  });
});

describe('dates in Africa/Cairo', () => {
  it('formats a moment as its Cairo day, not the UTC one', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Cairo (UTC+2).
    expect(formatDate('2025-11-21T23:30:00Z')).toBe('Nov 22, 2025');
    expect(formatDate(new Date('2025-11-21T21:30:00Z'))).toBe('Nov 21, 2025');
    expect(formatDateTime('2025-11-21T23:30:00Z')).toBe('Nov 22, 2025, 1:30 AM');
  });

  it('returns an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('gives the Cairo calendar day as YYYY-MM-DD', () => {
    expect(cairoDay('2025-11-21T23:30:00Z')).toBe('2025-11-22');
    expect(cairoDay('2025-11-21T21:59:59Z')).toBe('2025-11-21');
    expect(cairoDay(new Date('2025-01-01T00:00:00+02:00'))).toBe('2025-01-01');
    expect(() => cairoDay('nope')).toThrow(RangeError);
  });

  it('always yields a well-formed day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        expect(cairoDay(date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
