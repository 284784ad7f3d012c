import { describe, expect, it } from 'vitest';
import { SIZES, isSize, sizeLabel } from './sizes';

describe('sizes', () => {
  it('lists the six sizes smallest first', () => {
    expect(SIZES).toEqual(['xs', 's', 'm', 'l', 'xl', 'xxl']);
  });

  it('recognises only the six lower-case sizes', () => {
    for (const size of SIZES) expect(isSize(size)).toBe(true);
    for (const value of ['M', 'xxxl', '', ' s', null, undefined, 1]) expect(isSize(value)).toBe(false);
  });

  it('labels a size in upper case, and a missing one N/A', () => {
    expect(sizeLabel('xl')).toBe('XL');
    expect(sizeLabel('')).toBe('N/A');
    expect(sizeLabel(null)).toBe('N/A');
    expect(sizeLabel(undefined)).toBe('N/A');
  });
});
