import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmEmailSchema, loginSchema, otpSchema } from './auth';
import { issuesByPath } from './testing';

describe('loginSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: '  Mona@Example.COM ' })).toEqual({ email: 'mona@example.com' });
  });

  it("says 'Email is required' for a missing or blank e-mail", () => {
    for (const input of [{}, { email: '' }, { email: '   ' }, { email: null }])
      expect(issuesByPath(loginSchema.safeParse(input))).toEqual({ email: ['Email is required'] });
  });

  it("says 'Invalid email format' for a malformed one", () => {
    for (const email of ['mona', 'mona@', '@example.com', 'mona@example'])
      expect(issuesByPath(loginSchema.safeParse({ email }))).toEqual({ email: ['Invalid email format'] });
  });
});

describe('otpSchema', () => {
  it('accepts exactly four digits, leading zeros kept', () => {
    expect(otpSchema.parse({ otp: '0123' })).toEqual({ otp: '0123' });
    const code = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(fc.property(code, (otp) => otpSchema.safeParse({ otp }).success));
  });

  it("says 'OTP is required' when empty", () => {
    for (const input of [{}, { otp: '' }, { otp: ' ' }]) expect(issuesByPath(otpSchema.safeParse(input))).toEqual({ otp: ['OTP is required'] });
  });

  it("says 'OTP must be exactly 4 digits' otherwise", () => {
    for (const otp of ['123', '12345', '12a4', '１２３４'])
      expect(issuesByPath(otpSchema.safeParse({ otp }))).toEqual({ otp: ['OTP must be exactly 4 digits'] });
  });
});

describe('confirmEmailSchema', () => {
  it('needs the code and the verification token', () => {
    expect(confirmEmailSchema.parse({ otp: '1234', verificationToken: 'abc.def' })).toEqual({ otp: '1234', verificationToken: 'abc.def' });
    expect(issuesByPath(confirmEmailSchema.safeParse({ otp: '' }))).toEqual({
      otp: ['OTP is required'],
      verificationToken: ['Verification token is required'],
    });
  });
});
