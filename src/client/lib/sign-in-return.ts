import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../paths';
import { useSession } from './session';
import { safeStorage, storageKeys } from './storage-keys';

/**
 * Where a shopper goes after signing in: the page that sent them to /login (my orders,
 * checkout), kept across the code e-mail in storage; else the last shop page they were on in
 * this tab (a shopper who types /login by hand from the checkout wants the checkout back, with
 * the cart); else /home. Only paths of this shop (one leading slash), so a crafted link cannot
 * send a fresh session elsewhere.
 */
export type SignInState = { returnTo?: string } | null;

const isShopPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);
const isSignInPage = (path: string) => {
  const pathname = path.split(/[?#]/)[0];
  return pathname === paths.login || pathname === paths.confirmEmail;
};

// Per tab (sessionStorage): another tab's browsing says nothing about where this one was. It
// survives the full page load of a typed address, which router state does not.
const LAST_PAGE_KEY = 'lastShopPage';
const lastPage = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(LAST_PAGE_KEY);
    } catch {
      return null;
    }
  },
  set(value: string): void {
    try {
      window.sessionStorage.setItem(LAST_PAGE_KEY, value);
    } catch {
      /* storage unavailable: a typed /login then returns to /home */
    }
  },
};

/** Notes a page the shopper saw (not the sign-in pages themselves), for a later sign-in. */
export function rememberPageSeen(path: string): void {
  if (isShopPath(path) && !isSignInPage(path)) lastPage.set(path);
}

// Pages a signed-out shopper is never shown (the guard sends them to /login with the page in
// its state): a later sign-in typed by hand returns to the page they last saw, not to one of these.
const SIGNED_IN_ONLY = new Set<string>([paths.profile, paths.myOrders]);

/** Keeps the storefront's current page as the one a later sign-in returns to. */
export function useRememberPageSeen(): void {
  const { pathname, search } = useLocation();
  const { isSignedIn } = useSession();
  useEffect(() => {
    if (isSignedIn || !SIGNED_IN_ONLY.has(pathname)) rememberPageSeen(pathname + search);
  }, [pathname, search, isSignedIn]);
}

export function rememberReturnTo(state: unknown): void {
  const returnTo = (state as SignInState)?.returnTo ?? lastPage.get();
  if (isShopPath(returnTo) && !isSignInPage(returnTo)) safeStorage.set(storageKeys.signInReturnTo, returnTo);
  else safeStorage.remove(storageKeys.signInReturnTo);
}

export function takeReturnTo(): string {
  const returnTo = safeStorage.get(storageKeys.signInReturnTo);
  safeStorage.remove(storageKeys.signInReturnTo);
  return isShopPath(returnTo) ? returnTo : paths.home;
}
