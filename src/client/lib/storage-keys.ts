/** The keys the shop keeps in the browser's local storage. */
export const storageKeys = {
  accessToken: 'accessToken',
  verificationToken: 'verificationToken',
  /** Not in the spec: the address the code went to, and the page to return to after signing in. */
  verificationEmail: 'verificationEmail',
  signInReturnTo: 'signInReturnTo',
  guestId: 'guestId',
  offerPopupSeen: 'offerPopupSeen',
  visitedSlider: 'visitedSlider',
  /**
   * Not in the spec: 'true' while the guest id was made on this device and has added nothing,
   * so no cart can exist for it on the server and the client does not ask (the answer would
   * be a 404, which the browser logs as an error on every page).
   */
  guestCartUnused: 'guestCartUnused',
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
