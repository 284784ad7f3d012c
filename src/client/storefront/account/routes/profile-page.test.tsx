import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { paths } from '../../../paths';
import { Component as ProfilePage } from './profile-page';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (email?: string) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'u1', email, role: 'user', exp: Math.floor(Date.now() / 1000) + 3600 }))}.sig`;

function renderProfile() {
  const router = createMemoryRouter(
    [
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.login, element: <p>login page</p> },
    ],
    { initialEntries: [paths.profile] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile page', () => {
  it('shows the e-mail from GET /auth/profile, sent with the bare token', async () => {
    const token = tokenFor('token@example.com');
    localStorage.setItem('accessToken', token);
    fetchMock.mockReturnValue(answer(200, { results: { email: 'server@example.com' } }));
    renderProfile();
    expect(await screen.findByText('server@example.com')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/profile');
    expect(init.headers.authorization).toBe(token);
  });

  it('falls back to an address when the answer has none', async () => {
    localStorage.setItem('accessToken', tokenFor(undefined));
    fetchMock.mockReturnValue(answer(200, { results: {} }));
    renderProfile();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('user@example.com')).toBeTruthy();
  });

  it('logs out on Logout: token cleared, /login', async () => {
    localStorage.setItem('accessToken', tokenFor('mona@example.com'));
    fetchMock.mockReturnValue(answer(200, { results: { email: 'mona@example.com' } }));
    const router = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs out when the server refuses the token', async () => {
    localStorage.setItem('accessToken', tokenFor('mona@example.com'));
    fetchMock.mockReturnValue(answer(401, { message: 'Your session has expired. Please sign in again.' }));
    const router = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
