import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** The compression the client accepts that the shop sends ready-made (brotli first), or null. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}
