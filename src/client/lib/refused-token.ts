import { safeStorage, storageKeys } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The server answered 401 to the stored token (forged, expired early, revoked, or its address
 * lost its account): the shopper is signed out at once rather than left "signed in" with pages
 * that fail. Only the token that was refused is dropped: a newer sign-in in another tab stays.
 */
export function reportRefusedToken(token: string): void {
  if (safeStorage.get(storageKeys.accessToken) !== token) return;
  safeStorage.remove(storageKeys.accessToken);
  for (const listener of listeners) listener();
}

/** Subscribes the session to refusals; returns the unsubscribe. */
export function onRefusedToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
