import { paths } from '../paths';
import { safeStorage, storageKeys } from './storage-keys';

/**
 * Where a shopper goes after signing in: the page that sent them to /login (my orders,
 * checkout), kept across the code e-mail in storage, else /home. Only paths of this shop
 * (one leading slash), so a crafted link cannot send a fresh session elsewhere.
 */
export type SignInState = { returnTo?: string } | null;

const isShopPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);

export function rememberReturnTo(state: unknown): void {
  const returnTo = (state as SignInState)?.returnTo;
  if (isShopPath(returnTo) && returnTo !== paths.login && returnTo !== paths.confirmEmail) safeStorage.set(storageKeys.signInReturnTo, returnTo);
  else safeStorage.remove(storageKeys.signInReturnTo);
}

export function takeReturnTo(): string {
  const returnTo = safeStorage.get(storageKeys.signInReturnTo);
  safeStorage.remove(storageKeys.signInReturnTo);
  return isShopPath(returnTo) ? returnTo : paths.home;
}
