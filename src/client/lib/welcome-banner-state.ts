import { useSyncExternalStore } from 'react';

/**
 * Whether the first-visit welcome banner is on screen. The offer popup (layout) waits for it to
 * go, so the two never stack at the bottom of a phone; the banner (home page) reports it here,
 * since the two live in feature folders that do not import each other.
 */
let showing = false;
const listeners = new Set<() => void>();

export function setWelcomeBannerShowing(value: boolean): void {
  if (showing === value) return;
  showing = value;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWelcomeBannerShowing = (): boolean => useSyncExternalStore(subscribe, () => showing, () => false);
