import { describe, expect, it } from 'vitest';
import { emailIdentityKey } from './email-identity';

describe('emailIdentityKey', () => {
  it('reads case, plus-addressing and Gmail dots as one person', () => {
    for (const variant of ['mona@gmail.com', 'MONA@gmail.com', 'mona+2@gmail.com', 'm.o.n.a@gmail.com', ' Mo.Na+shop@googlemail.com '])
      expect(emailIdentityKey(variant)).toBe('mona@gmail.com');
    expect(emailIdentityKey('Mona+orders@Shop.test')).toBe('mona@shop.test');
  });

  it('keeps dots outside Gmail, where they name another mailbox', () => {
    expect(emailIdentityKey('mo.na@shop.test')).toBe('mo.na@shop.test');
    expect(emailIdentityKey('mo.na@shop.test')).not.toBe(emailIdentityKey('mona@shop.test'));
  });
});
