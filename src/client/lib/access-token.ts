/** Reading the access token's payload on the client; the server verifies every call. */

export type SessionUser = { id: string; email: string; role: 'user' | 'admin'; exp: number };

/** Why a token could not be decoded: the four failures of the spec's error catalogue, and a payload without exp. */
export class TokenDecodeError extends Error {
  constructor(readonly reason: 'not a string' | 'missing part' | 'invalid base64' | 'invalid JSON' | 'invalid payload') {
    super(`Invalid access token: ${reason}`);
    this.name = 'TokenDecodeError';
  }
}

function base64UrlToText(part: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) throw new TokenDecodeError('invalid base64');
  const base64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    throw new TokenDecodeError('invalid base64');
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    // The payload is UTF-8 (an e-mail may hold non-ASCII letters).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new TokenDecodeError('invalid base64');
  }
}

/** Decodes the payload into the current user; throws TokenDecodeError when it cannot. */
export function decodeAccessToken(token: unknown): SessionUser {
  if (typeof token !== 'string') throw new TokenDecodeError('not a string');
  const parts = token.split('.');
  const payloadPart = parts[1];
  if (parts.length !== 3 || !parts[0] || !payloadPart) throw new TokenDecodeError('missing part');
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlToText(payloadPart));
  } catch (error) {
    if (error instanceof TokenDecodeError) throw error;
    throw new TokenDecodeError('invalid JSON');
  }
  if (typeof claims !== 'object' || claims === null) throw new TokenDecodeError('invalid payload');
  const { sub, email, role, exp } = claims as Record<string, unknown>;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new TokenDecodeError('invalid payload');
  return {
    id: typeof sub === 'string' ? sub : '',
    email: typeof email === 'string' ? email : '',
    role: role === 'admin' ? 'admin' : 'user',
    exp,
  };
}

export const isExpired = (user: SessionUser, now = Date.now()) => user.exp * 1000 <= now;
