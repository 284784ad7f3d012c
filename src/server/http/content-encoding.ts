import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** The compression an Accept-Encoding header accepts that the shop sends ready-made (brotli first), or null. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** The compression the client accepts that the shop sends ready-made (brotli first), or null. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  return encodingFor(request.headers['accept-encoding']);
}
