import { describe, expect, it } from 'vitest';
import { confirmationPath, isConfirmationToken, needsConfirmation, reminderAfterHours } from './confirmation';

describe('needsConfirmation', () => {
  const facts = { totalPiastres: 50_000, aboveAmountPiastres: 100_000, deliveredBefore: false };

  it('asks every order under `all` and none under `off`', () => {
    expect(needsConfirmation('all', { ...facts, deliveredBefore: true })).toBe(true);
    expect(needsConfirmation('off', facts)).toBe(false);
  });

  it('asks under `first` only customers with no delivered order', () => {
    expect(needsConfirmation('first', facts)).toBe(true);
    expect(needsConfirmation('first', { ...facts, deliveredBefore: true })).toBe(false);
  });

  it('asks under `above` only totals strictly above the amount', () => {
    expect(needsConfirmation('above', facts)).toBe(false);
    expect(needsConfirmation('above', { ...facts, totalPiastres: 100_000 })).toBe(false);
    expect(needsConfirmation('above', { ...facts, totalPiastres: 100_001 })).toBe(true);
  });
});

describe('confirmation links and timing', () => {
  it('links the page in the order language', () => {
    expect(confirmationPath('abc_-1')).toBe('/confirm/abc_-1');
    expect(confirmationPath('abc_-1', 'ar')).toBe('/ar/confirm/abc_-1');
  });

  it('reminds at half the time before the auto-cancel', () => {
    expect(reminderAfterHours(48)).toBe(24);
    expect(reminderAfterHours(1)).toBe(0.5);
  });
});

describe('isConfirmationToken', () => {
  it('takes the 22 base64url characters of 128 random bits, and nothing else', () => {
    expect(isConfirmationToken('q0uVx2L9Zb-8_Tn4aWcEdA')).toBe(true);
    for (const other of ['', 'q0uVx2L9Zb-8_Tn4aWcEd', 'q0uVx2L9Zb-8_Tn4aWcEdAA', 'q0uVx2L9Zb-8_Tn4aWcE\u0000A', 'q0uVx2L9Zb+8/Tn4aWcEdA']) {
      expect(isConfirmationToken(other)).toBe(false);
    }
  });
});
