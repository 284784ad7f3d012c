import crypto from 'node:crypto';
import type { Config } from '../../config';
import { jwtSecretOf } from '../../secrets/index';

export const OTP_DIGITS = 4;

/** A code from the cryptographic random source, leading zeros kept. */
export function newOtpCode(): string {
  return String(crypto.randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** The verification token handed to the client: 32 random bytes. Only its hash is stored. */
export function newVerificationToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The token has 256 bits of entropy, so a plain SHA-256 cannot be reversed. */
export function hashVerificationToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

const otpKeys = new WeakMap<Config, Buffer>();

/**
 * A 4-digit code has only 10,000 values: a plain hash is reversed by trying them all. The
 * code is therefore hashed with an HMAC keyed by a server secret, derived from the JWT secret
 * so that every process that can sign tokens can also check codes.
 */
function otpKey(config: Config): Buffer {
  let key = otpKeys.get(config);
  if (!key) {
    const root = jwtSecretOf(config);
    key = crypto.createHmac('sha256', root).update('otp-code-hash/v1').digest();
    otpKeys.set(config, key);
  }
  return key;
}

/** Bound to its challenge (through the token hash), so equal codes never share a hash. */
export function hashOtpCode(config: Config, verificationTokenHash: string, code: string): string {
  return crypto.createHmac('sha256', otpKey(config)).update(`${verificationTokenHash}:${code}`).digest('hex');
}

export function otpCodeMatches(config: Config, verificationTokenHash: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(config, verificationTokenHash, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
