import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';

export type CreateUserAnswer = { results: { message: string; verificationToken: string } };
export type ConfirmEmailAnswer = { message: string; accessToken: string };
export type ProfileAnswer = { results?: { email?: string } };

export const profileQueryKey = ['profile'] as const;

export const requestCode = (email: string) =>
  apiRequest<CreateUserAnswer>(apiPaths.createUser, { method: 'POST', body: { email } });

/** Sends the guest id (apiRequest does while signed out), so the guest cart follows the shopper. */
export const confirmEmail = (otp: string, verificationToken: string) =>
  apiRequest<ConfirmEmailAnswer>(apiPaths.confirmEmail, { method: 'PATCH', body: { otp, verificationToken } });

export const fetchProfile = () => apiRequest<ProfileAnswer>(apiPaths.profile);

/** The server's own message when it sent one; otherwise `fallback` (network errors, empty bodies). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    const { message } = error.body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
