import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { preferredEncoding } from './content-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One ready-to-send answer: the JSON bytes and their compressed forms, made once per load. */
export type CachedAnswer = { body: Buffer; br: Buffer; gzip: Buffer; etag: string };
type Entry = CachedAnswer & { expiresAt: number; fingerprint?: string };

/**
 * How an answer is made: `load` builds it; `fingerprint`, when given, is a cheap stand-in that
 * changes whenever the answer would, so an expired entry whose data has not changed is kept
 * without building it again. It is asked only about keys whose load has succeeded.
 */
export type AnswerSource = {
  load: () => Promise<unknown>;
  /**
   * The answer's JSON bytes as they are, instead of `load`'s value (an answer written as a
   * stream, such as the whole catalogue): not checked against `schema`, its writer checks it.
   */
  bytes?: () => Promise<Buffer>;
  /** False for a value that is only read back (see `value`), never sent: it is not compressed. */
  sent?: boolean;
  fingerprint?: () => Promise<string>;
  /** The route's declared answer: a cached answer skips Fastify's serializer, so it is checked here when built. */
  schema?: z.ZodType;
};

/**
 * Compressed once when the answer is loaded, in libuv's thread pool so the event loop keeps
 * serving. Brotli quality 5: the 1,000-product listing (1.7 MB) shrinks to a few percent of
 * its size in tens of milliseconds; quality 11 would take seconds for a few percent more.
 */
async function toAnswer(body: Buffer, previous: CachedAnswer | undefined, sent: boolean): Promise<CachedAnswer> {
  // Most reloads find nothing changed: keep the bytes already compressed rather than spend
  // tens of milliseconds of the machine's CPU (shared with the requests being served) on them.
  if (previous?.body.equals(body)) return previous;
  const [br, gz] = !sent ? [Buffer.alloc(0), Buffer.alloc(0)] : await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 6 }),
  ]);
  return { body, br, gzip: gz, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * A short-lived cache of public catalogue answers, kept ready to send (JSON, brotli and gzip)
 * with an ETag.
 *
 * Why a TTL and not only invalidation: stock changes with every order, in whichever process
 * placed it, and several shop processes may run behind one balancer. Writes made through this
 * process (admin catalogue changes, orders) clear the cache at once; writes made elsewhere
 * show within `ttlMs`. The server re-checks stock when an order is placed, so a shopper never
 * buys on a stale figure.
 *
 * An entry past its TTL is still served, for at most one more TTL, while a single reload runs
 * in the background: under a rush no request waits for the reload, and nothing is shown more
 * than two TTLs old. An invalidated entry is never served.
 *
 * A reload first asks the source's fingerprint: building the 1,000-product listing takes the
 * event loop tens of milliseconds every TTL (requests wait meanwhile), asking the database
 * whether anything changed takes it almost nothing.
 */
/** Milliseconds since the epoch; tests pass their own so they can move time without sleeping. */
export type Clock = () => number;

export type PublicCacheOptions = {
  ttlMs?: number;
  /** Check each built answer against its schema (everywhere but production). */
  checkAnswers?: boolean;
  now?: Clock;
  /**
   * Bounds on what is kept (answers per distinct query: product pages, searches, product ids),
   * so memory does not grow with the number of distinct queries; the least recently used
   * answer goes first.
   */
  maxEntries?: number;
  maxBytes?: number;
};

const sizeOf = (answer: CachedAnswer) => answer.body.length + answer.br.length + answer.gzip.length;

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly checkAnswers: boolean;
  private readonly now: Clock;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor({ ttlMs = 2000, checkAnswers = false, now = Date.now, maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: PublicCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.checkAnswers = checkAnswers;
    this.now = now;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** How many answers and bytes are kept now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The cached answer for key, loading it once even when many requests ask at the same moment. */
  async get(key: string, source: AnswerSource): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    const now = this.now();
    if (cached) this.touch(key, cached);
    if (cached && cached.expiresAt > now) return cached;
    const reload = this.pending.get(key) ?? this.reload(key, source);
    if (cached && cached.expiresAt + this.ttlMs > now) {
      // Stale but recent: the reload finishes in the background (its failure is the next reader's).
      reload.catch(() => undefined);
      return cached;
    }
    return reload;
  }

  /**
   * A value answers are built from, not sent itself (a list's total and facets, shared by all
   * its pages), kept under the same rules as the answers: one load for everyone asking at once,
   * revalidated by its fingerprint, cleared by `invalidate`, counted in the same bounds. It is
   * kept as JSON, so it must be plain data.
   */
  async value<T>(key: string, source: Omit<AnswerSource, 'load' | 'sent'> & { load: () => Promise<T> }): Promise<T> {
    const answer = await this.get(key, { ...source, sent: false });
    return JSON.parse(answer.body.toString('utf8')) as T;
  }

  /**
   * The answer for key that `get` would serve without waiting, else undefined; never loads nor
   * revalidates (replay.ts asks it for every request it answers, and falls through to the
   * route, whose `get` does both, when it has nothing). That is the entry within its TTL, or
   * past it but younger than two TTLs while its reload runs: the first request after expiry
   * reaches the route and starts the reload, the ones meanwhile need not (they would be
   * served the same stale entry by `get`). Counts as a use of the answer.
   */
  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const reloading = this.pending.has(key) && entry.expiresAt + this.ttlMs > now;
    if (entry.expiresAt <= now && !reloading) return undefined;
    this.touch(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** Marks an answer as just used: a Map keeps insertion order, so the first key is the least recently used. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= sizeOf(previous);
      this.entries.delete(key);
    }
    // An answer larger than the whole budget is sent but not kept: the bound is a bound.
    if (sizeOf(entry) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldest);
    }
  }

  private reload(key: string, source: AnswerSource): Promise<Entry> {
    const generation = this.generation;
    const previous = this.entries.get(key);
    const loading = this.build(source, previous)
      .then((entry) => {
        // An invalidation that happened while loading means this answer may be stale already.
        if (generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  private async serialised(source: AnswerSource): Promise<Buffer> {
    const value = await source.load();
    // A wrong shape fails loudly in tests and development instead of reaching a client.
    if (this.checkAnswers && source.schema) source.schema.parse(value);
    return Buffer.from(JSON.stringify(value));
  }

  private async build(source: AnswerSource, previous: Entry | undefined): Promise<Entry> {
    // Asked only to revalidate an entry (so only for a key whose load succeeded), and before
    // loading: if the data changes meanwhile, the stored fingerprint is the older one and the
    // next reload builds again, never the other way round. A first load stores none, so the
    // first revalidation builds once more and stores one.
    const fingerprint = previous && source.fingerprint ? await source.fingerprint() : undefined;
    const expiresAt = () => this.now() + this.ttlMs;
    if (previous && fingerprint !== undefined && previous.fingerprint === fingerprint) return { ...previous, expiresAt: expiresAt() };
    const built = source.bytes ? await source.bytes() : await this.serialised(source);
    const { body, br, gzip, etag } = await toAnswer(built, previous, source.sent ?? true);
    return { body, br, gzip, etag, fingerprint, expiresAt: expiresAt() };
  }
}

/** Whether an If-None-Match header names this ETag (the client already holds this version). */
export function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends a cached answer in the best encoding the client accepts, or 304 when the client
 * already holds this version. Setting content-encoding here makes the global compression
 * hook leave the bytes alone.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag);
  // A route scope that said its answers are private (the admin's copy of the catalogue) keeps it:
  // the bytes are the public answer's, the rule that admin answers are never stored is not.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('vary', 'accept-encoding');
  if (holdsVersion(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request);
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.body);
}
