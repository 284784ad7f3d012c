import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { RequireAuth } from './guards';
import { SessionProvider } from './session';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (role: string) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'u1', email: 'a@b.co', role, exp: Math.floor(Date.now() / 1000) + 3600 }))}.sig`;

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <p>home</p> },
      { path: paths.login, element: <p>login</p> },
      { element: <RequireAuth />, children: [{ path: paths.profile, element: <p>profile</p> }] },
      { element: <RequireAuth role="admin" />, children: [{ path: paths.dashboard, element: <p>dashboard</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RequireAuth: no token goes to /login, a wrong role to /home', () => {
  it('sends the signed-out to /login', async () => {
    for (const path of [paths.profile, paths.dashboard]) {
      const router = visit(path);
      expect(await screen.findByText('login')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      cleanup();
    }
  });

  it('lets a user open /profile and sends them from /dashboard to /home', async () => {
    localStorage.setItem('accessToken', tokenFor('user'));
    visit(paths.profile);
    expect(await screen.findByText('profile')).toBeTruthy();
    cleanup();
    const router = visit(paths.dashboard);
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets an admin open /dashboard', async () => {
    localStorage.setItem('accessToken', tokenFor('admin'));
    visit(paths.dashboard);
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
});
