import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * The answers for the Accept-Encoding values seen most recently. Browsers send a handful of
 * distinct values, so negotiating each once is worth keeping; but the header is the client's
 * to write, and a cache keyed by it without a bound grows the heap by every distinct value a
 * hostile client cares to send (the library's own `cache` option is any Map, kept forever).
 */
export class RecentAnswers<V> extends Map<string, V> {
  constructor(private readonly bound: number) {
    super();
  }

  override set(key: string, value: V): this {
    if (!this.has(key) && this.size >= this.bound) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new RecentAnswers<string>(64) });
/** The compression an Accept-Encoding header accepts that the shop sends ready-made (brotli first), or null. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** The compression the client accepts that the shop sends ready-made (brotli first), or null. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  return encodingFor(request.headers['accept-encoding']);
}
