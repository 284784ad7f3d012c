import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Entry = { body: string; etag: string; expiresAt: number };

/**
 * A short-lived cache of public catalogue answers, kept as ready-to-send JSON with an ETag.
 *
 * Why a TTL and not only invalidation: stock changes with every order, in whichever process
 * placed it, and several shop processes may run behind one balancer. Writes made through this
 * process (admin catalogue changes, orders) clear the cache at once; writes made elsewhere
 * show within `ttlMs`. The server re-checks stock when an order is placed, so a shopper never
 * buys on a stale figure.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(private readonly ttlMs = 2000) {}

  /** The cached answer for key, loading it once even when many requests ask at the same moment. */
  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        const body = JSON.stringify(value);
        const entry = { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`, expiresAt: Date.now() + this.ttlMs };
        // An invalidation that happened while loading means this answer may be stale already.
        if (generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}

/** Sends a cached entry, answering 304 when the client already holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
