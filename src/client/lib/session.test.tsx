import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: Record<string, unknown>) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(claims))}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let session: ReturnType<typeof useSession>;
function Probe({ capture }: { capture: (current: ReturnType<typeof useSession>) => void }) {
  const current = useSession();
  useEffect(() => capture(current), [capture, current]);
  return <p data-testid="who">{current.user ? `${current.user.email}:${current.user.role}` : 'nobody'}</p>;
}
const who = () => screen.getByTestId('who').textContent;
const capture = (current: ReturnType<typeof useSession>) => {
  session = current;
};
const mount = () =>
  render(
    <SessionProvider>
      <Probe capture={capture} />
    </SessionProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  it('reads the stored token at start and derives the user', () => {
    localStorage.setItem('accessToken', tokenFor({ sub: 'u1', email: 'admin@shop.test', role: 'admin', exp: nowSeconds() + 3600 }));
    mount();
    expect(who()).toBe('admin@shop.test:admin');
    expect(session.isAdmin).toBe(true);
    expect(session.isSignedIn).toBe(true);
  });

  it('logs out automatically at exp × 1000', () => {
    localStorage.setItem('accessToken', tokenFor({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: nowSeconds() + 60 }));
    mount();
    expect(who()).toBe('mona@example.com:user');
    act(() => vi.advanceTimersByTime(59_000));
    expect(who()).toBe('mona@example.com:user');
    act(() => vi.advanceTimersByTime(2_000));
    expect(who()).toBe('nobody');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('logs out at once when the stored token has expired', () => {
    localStorage.setItem('accessToken', tokenFor({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: nowSeconds() - 1 }));
    mount();
    expect(who()).toBe('nobody');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each([
    ['missing part', 'onlyonepart'],
    ['invalid base64', 'a.%%%.c'],
    ['invalid JSON', `a.${b64url('{oops')}.c`],
  ])('logs an undecodable token (%s) and logs out', (_reason, token) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', token);
    mount();
    expect(who()).toBe('nobody');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('signs in, stores the token, and logs out clearing token and user, even when the server cannot be told', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount();
    expect(who()).toBe('nobody');
    const token = tokenFor({ sub: 'u2', email: 'omar@example.com', role: 'user', exp: nowSeconds() + 7 * 86400 });
    act(() => session.signIn(token));
    expect(who()).toBe('omar@example.com:user');
    expect(session.accessToken).toBe(token);
    expect(localStorage.getItem('accessToken')).toBe(token);
    act(() => session.logout());
    expect(who()).toBe('nobody');
    expect(session.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    // The server was asked to revoke exactly this token, without a guest id.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { authorization: token } });
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('guestid');
    vi.unstubAllGlobals();
  });

  it('refuses to sign in with a token that cannot be decoded', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    act(() => session.signIn('not-a-token'));
    expect(who()).toBe('nobody');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('follows a logout made in another tab', () => {
    localStorage.setItem('accessToken', tokenFor({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: nowSeconds() + 3600 }));
    mount();
    localStorage.removeItem('accessToken');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    });
    expect(who()).toBe('nobody');
  });

  it('signs out when the server refuses the token with 401, and only that token', async () => {
    const token = tokenFor({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: nowSeconds() + 3600 });
    localStorage.setItem('accessToken', token);
    mount();
    expect(who()).toBe('mona@example.com:user');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ message: 'Invalid token' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { apiRequest } = await import('./api-client');
      await act(async () => {
        await expect(apiRequest('/auth/profile')).rejects.toMatchObject({ status: 401 });
      });
      expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { authorization: token } });
      expect(who()).toBe('nobody');
      expect(localStorage.getItem('accessToken')).toBeNull();

      // A 401 to a token that is no longer the stored one (signed in again meanwhile) changes nothing.
      const newer = tokenFor({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: nowSeconds() + 7200 });
      act(() => session.signIn(newer));
      const { reportRefusedToken } = await import('./refused-token');
      act(() => reportRefusedToken(token));
      expect(who()).toBe('mona@example.com:user');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
