import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from '../governorates';
import { checkoutSchema, shippingDetailsSchema } from './checkout';
import { issuesByPath } from './testing';

const valid = {
  email: 'omar@example.com',
  firstName: 'Omar',
  lastName: 'Hassan',
  address: '12 Tahrir St.',
  city: 'Nasr City',
  governorate: 'Cairo',
  phone: '01212345678',
  shippingFee: 90,
};
const errors = (input: Record<string, unknown>) => issuesByPath(checkoutSchema.safeParse(input));

describe('checkoutSchema', () => {
  it('accepts an order, defaulting payment to cash and discount to 0', () => {
    expect(checkoutSchema.parse({ ...valid, firstName: ' Omar ', email: 'Omar@Example.com ' })).toEqual({
      ...valid,
      paymentMethod: 'cash',
      discount: 0,
    });
    expect(checkoutSchema.parse({ ...valid, discount: 45.5, promoCode: ' welcome10 ' })).toMatchObject({ discount: 45.5, promoCode: 'welcome10' });
  });

  it("says 'Required' for each empty required field", () => {
    expect(errors({ ...valid, email: '', firstName: '', lastName: ' ', address: '', city: '', governorate: '' })).toEqual({
      email: ['Required'],
      firstName: ['Required'],
      lastName: ['Required'],
      address: ['Required'],
      city: ['Required'],
      governorate: ['Required'],
    });
  });

  it("says 'Invalid email' and 'Invalid phone number'", () => {
    expect(errors({ ...valid, email: 'omar@example' })).toEqual({ email: ['Invalid email'] });
    for (const phone of ['', '0121234567', '021234567890', '+2021234567', '0121234567x'])
      expect(errors({ ...valid, phone })).toEqual({ phone: ['Invalid phone number'] });
  });

  it('accepts a phone written any common way and stores it as 01XXXXXXXXX', () => {
    for (const phone of ['+201212345678', '+20 121 234 5678', '0121-234-5678', '0020 1212345678', '٠١٢١٢٣٤٥٦٧٨'])
      expect(checkoutSchema.parse({ ...valid, phone }).phone).toBe('01212345678');
  });

  it('accepts 01 plus any nine digits as the phone', () => {
    const phone = fc.stringMatching(/^01\d{9}$/);
    fc.assert(fc.property(phone, (p) => checkoutSchema.safeParse({ ...valid, phone: p }).success));
  });

  it('accepts each of the 27 governorates and nothing else', () => {
    for (const governorate of GOVERNORATES) expect(checkoutSchema.safeParse({ ...valid, governorate }).success).toBe(true);
    expect(errors({ ...valid, governorate: 'cairo' })).toEqual({ governorate: ['Choose a governorate from the list'] });
  });

  it('takes cash only', () => {
    expect(errors({ ...valid, paymentMethod: 'card' })).toEqual({ paymentMethod: ['Only cash on delivery is available'] });
  });

  it('needs non-negative amounts in pounds', () => {
    expect(errors({ ...valid, shippingFee: -1, discount: -5 })).toEqual({
      shippingFee: ['Amount cannot be negative'],
      discount: ['Amount cannot be negative'],
    });
    expect(errors({ ...valid, shippingFee: undefined })).toEqual({ shippingFee: ['shippingFee is required'] });
    expect(errors({ ...valid, shippingFee: '90' })).toEqual({ shippingFee: ['Must be a number'] });
  });

  it('caps free-text lengths', () => {
    expect(errors({ ...valid, firstName: 'x'.repeat(51) })).toEqual({ firstName: ['Must be at most 50 characters'] });
  });
});

describe('shippingDetailsSchema', () => {
  it('is the form part: no amounts needed', () => {
    const { shippingFee: _fee, ...form } = valid;
    expect(shippingDetailsSchema.parse(form)).toEqual(form);
  });
});
