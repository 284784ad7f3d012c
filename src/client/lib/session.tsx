import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { safeStorage, storageKeys } from './storage-keys';

export type SessionUser = { id: string; email: string; role: 'user' | 'admin'; exp: number };

type Session = {
  user: SessionUser | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  signIn: (accessToken: string) => void;
  logout: () => void;
};

const SessionContext = createContext<Session | null>(null);

/** Decodes the token's payload (no verification: the server verifies every call). */
export function decodeAccessToken(token: unknown): SessionUser {
  if (typeof token !== 'string') throw new Error('token is not a string');
  const payload = token.split('.')[1];
  if (!payload) throw new Error('token is missing its payload part');
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const claims = JSON.parse(json) as Record<string, unknown>;
  return {
    id: String(claims.sub ?? ''),
    email: String(claims.email ?? ''),
    role: claims.role === 'admin' ? 'admin' : 'user',
    exp: Number(claims.exp ?? 0),
  };
}

function readStoredUser(): SessionUser | null {
  const token = safeStorage.get(storageKeys.accessToken);
  if (!token) return null;
  try {
    return decodeAccessToken(token);
  } catch (error) {
    console.error('Could not decode the stored access token', error);
    safeStorage.remove(storageKeys.accessToken);
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readStoredUser);

  const logout = useCallback(() => {
    safeStorage.remove(storageKeys.accessToken);
    setUser(null);
  }, []);

  const signIn = useCallback((accessToken: string) => {
    safeStorage.set(storageKeys.accessToken, accessToken);
    setUser(readStoredUser());
  }, []);

  // Log out automatically at the token's expiry.
  useEffect(() => {
    if (!user) return;
    const msLeft = Math.max(0, user.exp * 1000 - Date.now());
    const timer = window.setTimeout(logout, Math.min(msLeft, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [user, logout]);

  const value = useMemo<Session>(
    () => ({ user, isSignedIn: user !== null, isAdmin: user?.role === 'admin', signIn, logout }),
    [user, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
