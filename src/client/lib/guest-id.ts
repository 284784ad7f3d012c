import { safeStorage, storageKeys } from './storage-keys';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A random version-4 UUID. crypto.randomUUID exists only in secure contexts (https or
 * localhost): a shop opened over plain http on a LAN address still gets a proper id.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The guest id: a random UUID created on the first visit and kept in local storage. A stored
 * value that is not a UUID (edited by hand, left by an older version) would make every call
 * a 400, so it is replaced.
 */
export function getOrCreateGuestId(): string {
  const existing = getGuestId();
  if (existing) return existing;
  const created = randomUuid();
  safeStorage.set(storageKeys.guestId, created);
  safeStorage.set(storageKeys.guestCartUnused, 'true');
  return created;
}

/** The stored guest id, or null when there is none (or it is not a UUID). */
export function getGuestId(): string | null {
  const stored = safeStorage.get(storageKeys.guestId);
  return stored && UUID_PATTERN.test(stored) ? stored : null;
}
