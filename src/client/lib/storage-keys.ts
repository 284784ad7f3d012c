/** Local storage keys of the spec's section 3. */
export const storageKeys = {
  accessToken: 'accessToken',
  verificationToken: 'verificationToken',
  guestId: 'guestId',
  offerPopupSeen: 'offerPopupSeen',
  visitedSlider: 'visitedSlider',
} as const;

/** localStorage can throw (private mode, disabled storage): the shop keeps working without it. */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives only for this page view */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};
