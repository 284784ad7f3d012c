import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowStockQuerySchema, salesRangeSchema } from './sales';
import { issuesByPath } from './testing';

const errors = (input: Record<string, unknown>) => issuesByPath(salesRangeSchema.safeParse(input));

describe('salesRangeSchema', () => {
  it('accepts a range, including a single day', () => {
    expect(salesRangeSchema.parse({ startDate: '2025-01-01', endDate: '2025-01-31' })).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(salesRangeSchema.safeParse({ startDate: '2025-03-05', endDate: '2025-03-05' }).success).toBe(true);
  });

  it('says which date is missing', () => {
    expect(errors({})).toEqual({ startDate: ['Start date is required'], endDate: ['End date is required'] });
    expect(errors({ startDate: '', endDate: '2025-01-01' })).toEqual({ startDate: ['Start date is required'] });
  });

  it("says 'End date must be after start date' when the end comes first", () => {
    expect(errors({ startDate: '2025-02-10', endDate: '2025-02-09' })).toEqual({ endDate: ['End date must be after start date'] });
  });

  it('refuses days that do not exist or are not YYYY-MM-DD', () => {
    expect(errors({ startDate: '2025-02-30', endDate: '2025-03-01' })).toEqual({ startDate: ['Use a date in the form YYYY-MM-DD'] });
    expect(errors({ startDate: '1/2/2025', endDate: '2025-13-01' })).toEqual({
      startDate: ['Use a date in the form YYYY-MM-DD'],
      endDate: ['Use a date in the form YYYY-MM-DD'],
    });
  });

  it('accepts exactly the ordered pairs of real days', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(salesRangeSchema.safeParse({ startDate: a, endDate: b }).success).toBe(a <= b);
      }),
    );
  });
});

describe('lowStockQuerySchema', () => {
  it('defaults to the threshold of 5 and the first page of 48, and reads text', () => {
    expect(lowStockQuerySchema.parse({})).toEqual({ threshold: 5, page: 1, pageSize: 48 });
    expect(lowStockQuerySchema.parse({ threshold: '8', page: '2', pageSize: '10' })).toEqual({ threshold: 8, page: 2, pageSize: 10 });
    expect(lowStockQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(lowStockQuerySchema.safeParse({ threshold: 'x' }).success).toBe(false);
    expect(lowStockQuerySchema.safeParse({ threshold: '-1' }).success).toBe(false);
  });
});
