import { safeStorage, storageKeys } from './storage-keys';

/** The guest id: a random UUID created on the first visit and kept in local storage. */
export function getOrCreateGuestId(): string {
  const existing = safeStorage.get(storageKeys.guestId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  safeStorage.set(storageKeys.guestId, created);
  return created;
}

export function getGuestId(): string | null {
  return safeStorage.get(storageKeys.guestId);
}
