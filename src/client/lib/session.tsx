import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { decodeAccessToken, isExpired, type SessionUser } from './access-token';
import { callApi, endpoints } from './api-client';
import { onRefusedToken } from './refused-token';
import { safeStorage, storageKeys } from './storage-keys';

export { decodeAccessToken, TokenDecodeError, type SessionUser } from './access-token';

type Session = {
  user: SessionUser | null;
  accessToken: string | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  signIn: (accessToken: string) => void;
  logout: () => void;
};

type SessionState = { token: string; user: SessionUser } | null;

const SessionContext = createContext<Session | null>(null);

/** setTimeout holds at most 2^31-1 ms (about 24.8 days); longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A token that cannot be decoded is logged and logs out; an expired one logs out at
 * once; a missing one is removed from storage and clears the user.
 */
export function sessionFromToken(token: string | null): SessionState {
  if (!token) {
    safeStorage.remove(storageKeys.accessToken);
    return null;
  }
  let user: SessionUser;
  try {
    user = decodeAccessToken(token);
  } catch (error) {
    console.error('Could not decode the access token; logging out.', error);
    safeStorage.remove(storageKeys.accessToken);
    return null;
  }
  if (isExpired(user)) {
    safeStorage.remove(storageKeys.accessToken);
    return null;
  }
  return { token, user };
}

const readStoredSession = () => sessionFromToken(safeStorage.get(storageKeys.accessToken));

/**
 * Asks the server to revoke the token (POST /auth/logout), so a copy of it left in a shared
 * browser or a log is worthless. Best effort: the shopper is signed out here whatever the answer.
 */
function revokeOnServer(token: string): void {
  callApi(endpoints.auth.logout, { anonymous: true, headers: { authorization: token } }).catch((error: unknown) => {
    console.warn('Could not revoke the access token on the server', error);
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(readStoredSession);

  // Forgets the token here only: used when it has expired, when nothing more is to be done.
  const forget = useCallback(() => {
    safeStorage.remove(storageKeys.accessToken);
    setState(null);
  }, []);

  const logout = useCallback(() => {
    const token = safeStorage.get(storageKeys.accessToken);
    forget();
    if (token) revokeOnServer(token);
  }, [forget]);

  const signIn = useCallback((accessToken: string) => {
    safeStorage.set(storageKeys.accessToken, accessToken);
    setState(sessionFromToken(accessToken));
  }, []);

  // Automatic logout at the token's expiry (exp × 1000).
  const exp = state?.user.exp;
  useEffect(() => {
    if (exp === undefined) return;
    let timer: number;
    const schedule = () => {
      const msLeft = exp * 1000 - Date.now();
      if (msLeft <= 0) forget();
      else timer = window.setTimeout(schedule, Math.min(msLeft, MAX_TIMER_MS));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [exp, forget]);

  // The server refused the token (the API client already dropped it from storage).
  useEffect(() => onRefusedToken(() => setState(null)), []);

  // Another tab signed in or out: follow it, so two tabs never disagree about who is signed in.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.accessToken || event.key === null) setState(readStoredSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<Session>(
    () => ({
      user: state?.user ?? null,
      accessToken: state?.token ?? null,
      isSignedIn: state !== null,
      isAdmin: state?.user.role === 'admin',
      signIn,
      logout,
    }),
    [state, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
