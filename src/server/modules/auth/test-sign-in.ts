import { decodeJwt, type JWTPayload } from 'jose';
import type { TestShop } from '../../test-support/test-shop';

/** Test helpers for the real sign-in flow: real HTTP, real SMTP. Other suites may use them. */

export type CodeRequest = { status: number; message?: string; verificationToken?: string };

export async function askForCode(shop: TestShop, email: string, ip = '127.0.0.1'): Promise<CodeRequest> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email }, remoteAddress: ip });
  const body = res.json() as { message?: string; results?: { message: string; verificationToken: string } };
  return { status: res.statusCode, message: body.message ?? body.results?.message, verificationToken: body.results?.verificationToken };
}

/** Asks for a code and reads it from the mail that the SMTP server received. */
export async function codeByMail(shop: TestShop, email: string, ip?: string): Promise<{ code: string; verificationToken: string; text: string; html: string; subject: string }> {
  const since = shop.smtp.received.length;
  const asked = await askForCode(shop, email, ip);
  if (asked.status !== 200 || !asked.verificationToken) throw new Error(`create-user answered ${asked.status}: ${asked.message}`);
  const mail = await shop.smtp.waitForMail(email, { since });
  const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error('the mail has no code');
  return { code, verificationToken: asked.verificationToken, text: mail.text ?? '', html: mail.html ?? '', subject: mail.subject ?? '' };
}

export async function confirm(shop: TestShop, payload: unknown, headers: Record<string, string> = {}) {
  const res = await shop.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() as { message: string; accessToken?: string } };
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Signs in through the whole flow and answers the access token and its payload. */
export async function signIn(shop: TestShop, email: string, headers: Record<string, string> = {}): Promise<{ accessToken: string; payload: JWTPayload }> {
  const { code, verificationToken } = await codeByMail(shop, email);
  const { status, body } = await confirm(shop, { otp: code, verificationToken }, headers);
  if (status !== 200 || !body.accessToken) throw new Error(`confirm-email answered ${status}: ${body.message}`);
  return { accessToken: body.accessToken, payload: decodeJwt(body.accessToken) };
}
