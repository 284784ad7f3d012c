import { ApiError, callApi, endpoints } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const requestCode = (email: string) => callApi(endpoints.auth.createUser, { body: { email } });

/** Sends the guest id (apiRequest does while signed out), so the guest cart follows the shopper. */
export const confirmEmail = (otp: string, verificationToken: string) => callApi(endpoints.auth.confirmEmail, { body: { otp, verificationToken } });

export const fetchProfile = () => callApi(endpoints.auth.profile);

/** The server's own message when it sent one; otherwise `fallback` (network errors, empty bodies). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    const { message } = error.body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
