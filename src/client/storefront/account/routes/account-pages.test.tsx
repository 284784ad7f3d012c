import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { paths } from '../../../paths';
import { Component as ConfirmEmailPage } from './confirm-email-page';
import { Component as LoginPage } from './login-page';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const accessToken = `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'u1', email: 'mona@example.com', role: 'user', exp: Math.floor(Date.now() / 1000) + 3600 }))}.sig`;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.confirmEmail, element: <ConfirmEmailPage /> },
      { path: paths.home, element: <p>home page</p> },
      { path: paths.myOrders, element: <p>my orders</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  // The page title reads the shop's name from the public settings: answered here with nothing
  // set, so fetchMock sees only the sign-in calls under test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/shop-settings') ? answer(200, { settings: {} }) : (fetchMock as unknown as typeof fetch)(input, init),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login page', () => {
  const email = () => screen.getByLabelText('Email');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

  it("shows 'Email is required' and 'Invalid email format' without calling the server", async () => {
    renderAt(paths.login);
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.input(email(), { target: { value: 'mona@' } });
    submit();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in the banner, or 'Something went wrong'", async () => {
    renderAt(paths.login);
    fetchMock.mockReturnValueOnce(answer(429, { message: 'Too many code requests. Please try again in 15 minutes.' }));
    fireEvent.input(email(), { target: { value: 'mona@example.com' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many code requests. Please try again in 15 minutes.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
  });

  it('stores the verification token and goes to /confirmEmail', async () => {
    const router = renderAt(paths.login);
    fetchMock.mockReturnValueOnce(answer(200, { results: { message: 'OTP sent successfully', verificationToken: 'vt-123' } }));
    fireEvent.input(email(), { target: { value: ' Mona@Example.com ' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmEmail'));
    expect(localStorage.getItem('verificationToken')).toBe('vt-123');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/create-user');
    expect(JSON.parse(init.body)).toEqual({ email: 'mona@example.com' });
  });
});

describe('confirm e-mail page', () => {
  const otp = () => screen.getByLabelText('Code') as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

  it('has one numeric one-time-code field of at most 4 characters', () => {
    renderAt(paths.confirmEmail);
    expect(otp().maxLength).toBe(4);
    expect(otp().getAttribute('inputmode')).toBe('numeric');
    expect(otp().getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it("shows 'OTP is required' and 'OTP must be exactly 4 digits'", async () => {
    renderAt(paths.confirmEmail);
    submit();
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    fireEvent.input(otp(), { target: { value: '12' } });
    submit();
    expect(await screen.findByText('OTP must be exactly 4 digits')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in on success: token stored, verification token removed, guest id sent, /home', async () => {
    localStorage.setItem('verificationToken', 'vt-123');
    localStorage.setItem('guestId', '3f1c1a52-8a4e-4f47-9d0e-1b2c3d4e5f60');
    const router = renderAt(paths.confirmEmail);
    fetchMock.mockReturnValueOnce(answer(200, { message: 'Email confirmed successfully', accessToken }));
    fireEvent.input(otp(), { target: { value: '0427' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('accessToken')).toBe(accessToken);
    expect(localStorage.getItem('verificationToken')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/confirm-email');
    expect(init.method).toBe('PATCH');
    expect(init.headers.guestid).toBe('3f1c1a52-8a4e-4f47-9d0e-1b2c3d4e5f60');
    expect(JSON.parse(init.body)).toEqual({ otp: '0427', verificationToken: 'vt-123' });
  });

  it("says which address the code went to and shows a refused code's message under the field", async () => {
    localStorage.setItem('verificationToken', 'vt-123');
    localStorage.setItem('verificationEmail', 'mona@example.com');
    const router = renderAt(paths.confirmEmail);
    expect(screen.getByText(/we sent to mona@example\.com/)).toBeTruthy();
    fetchMock.mockReturnValueOnce(answer(400, { message: 'Invalid code. Please try again.' }));
    fireEvent.input(otp(), { target: { value: '1111' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code. Please try again.');
    expect(otp().getAttribute('aria-describedby')).toBe('confirm-otp-error');
    expect(router.state.location.pathname).toBe('/confirmEmail');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('returns the shopper to the page that sent them to sign in', async () => {
    localStorage.setItem('verificationToken', 'vt-123');
    localStorage.setItem('signInReturnTo', '/my-orders');
    const router = renderAt(paths.confirmEmail);
    fetchMock.mockReturnValueOnce(answer(200, { message: 'Email confirmed successfully', accessToken }));
    fireEvent.input(otp(), { target: { value: '0427' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(localStorage.getItem('signInReturnTo')).toBeNull();
  });

  it('never returns to another site', async () => {
    localStorage.setItem('verificationToken', 'vt-123');
    localStorage.setItem('signInReturnTo', '//evil.example/x');
    const router = renderAt(paths.confirmEmail);
    fetchMock.mockReturnValueOnce(answer(200, { message: 'Email confirmed successfully', accessToken }));
    fireEvent.input(otp(), { target: { value: '0427' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
