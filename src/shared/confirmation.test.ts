import { describe, expect, it } from 'vitest';
import { confirmationPath, needsConfirmation, reminderAfterHours } from './confirmation';

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
