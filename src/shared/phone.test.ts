import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PHONE_PATTERN, CONTACT_PHONE_PATTERN, isCheckoutPhone, isContactPhone, normalizeEgyptianPhone } from './phone';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const contactNumber = fc.tuple(fc.constantFrom('0', '1', '2', '5'), digits(8)).map(([p, rest]) => `01${p}${rest}`);
const checkoutNumber = digits(9).map((rest) => `01${rest}`);

describe('phone patterns', () => {
  it('contact form: accepts 010, 011, 012, 015 plus 8 digits', () => {
    fc.assert(fc.property(contactNumber, (phone) => isContactPhone(phone)));
  });

  it('contact form: refuses every other shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const valid = text.length === 11 && /^01[0125][0-9]{8}$/.test(text);
        expect(isContactPhone(text)).toBe(valid);
      }),
    );
    for (const phone of ['01312345678', '0101234567', '010123456789', '+201012345678', '0101234567a', ' 01012345678'])
      expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('checkout: accepts 01 plus any 9 digits', () => {
    fc.assert(fc.property(checkoutNumber, (phone) => isCheckoutPhone(phone)));
    expect(isCheckoutPhone('01312345678')).toBe(true);
  });

  it('checkout: refuses wrong lengths, prefixes and non-digits', () => {
    fc.assert(
      fc.property(digits(11), (phone) => {
        expect(isCheckoutPhone(phone)).toBe(phone.startsWith('01'));
      }),
    );
    for (const phone of ['0112345678', '011234567890', '02123456789', '0112345678x', '', '+201123456789'])
      expect(CHECKOUT_PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('every valid contact number is a valid checkout number', () => {
    fc.assert(fc.property(contactNumber, (phone) => isCheckoutPhone(phone)));
  });
});

describe('normalizeEgyptianPhone', () => {
  it('reads the common ways of writing one mobile number as 01XXXXXXXXX', () => {
    for (const written of [
      '01012345678',
      ' 01012345678 ',
      '+20 101 234 5678',
      '+201012345678',
      '+20 0101 234 5678',
      '0020 101 234 5678',
      '201012345678',
      '0101-234-5678',
      '0101 234 5678',
      '(0101) 234.5678',
      '1012345678',
      '٠١٠١٢٣٤٥٦٧٨',
    ]) {
      expect(normalizeEgyptianPhone(written), written).toBe('01012345678');
    }
  });

  it('refuses what is not an Egyptian mobile number', () => {
    for (const written of ['', '0101234567', '010123456789', '+2010123456', '+44 7700 900123', '02 2345 6789', '0101234567a', 'phone']) {
      expect(normalizeEgyptianPhone(written), written).toBeUndefined();
    }
  });

  it('leaves a valid checkout number as it is, and always answers a valid one', () => {
    fc.assert(fc.property(checkoutNumber, (phone) => normalizeEgyptianPhone(phone) === phone));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const normalized = normalizeEgyptianPhone(text);
        if (normalized !== undefined) expect(isCheckoutPhone(normalized)).toBe(true);
      }),
    );
  });
});
