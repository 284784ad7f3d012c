import { beforeEach, describe, expect, it } from 'vitest';
import { getGuestId, getOrCreateGuestId, randomUuid } from './guest-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('guest id', () => {
  it('is created once and then kept', () => {
    const first = getOrCreateGuestId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem('guestId')).toBe(first);
    expect(getOrCreateGuestId()).toBe(first);
    expect(getGuestId()).toBe(first);
  });

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem('guestId', 'guest-123');
    expect(getGuestId()).toBeNull();
    expect(getOrCreateGuestId()).toMatch(UUID_V4);
  });

  it('makes a v4 UUID without crypto.randomUUID (plain http on a LAN address)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
