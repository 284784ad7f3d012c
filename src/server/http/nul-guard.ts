/**
 * PostgreSQL cannot store U+0000 in text: a NUL byte that reaches a query fails with an encoding
 * error, which used to be a 500. No field of the shop has a use for it, so it is refused once,
 * at the edge of the API, as bad input, before validation and before any handler runs.
 */
import type { preValidationHookHandler } from 'fastify';
import { badRequest } from './http-error';

const NUL = '\u0000';

/** True when any string, or any key, anywhere inside the value holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  // A body nested deeper than this is refused by validation anyway; the walk stays bounded.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  // Signed webhook bodies stay raw bytes: their signature check refuses tampering.
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1));
}

/** The decoded URL: `%00` anywhere in the path or query, however it is spelled. */
export function urlHoldsNul(url: string): boolean {
  if (url.includes(NUL)) return true;
  return /%00/i.test(url);
}

export const nulCharacter = () => badRequest((t) => t.api.http.nulCharacter);

/** Refuses a request whose URL, params, query or JSON body holds a NUL (multipart fields: see readMultipart). */
export const refuseNul: preValidationHookHandler = (request, _reply, done) => {
  if (urlHoldsNul(request.url) || holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    done(nulCharacter());
    return;
  }
  done();
};
