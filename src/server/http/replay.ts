/**
 * The whole-catalogue answers replayed before Fastify (issue 39: "a shop of a few thousand
 * products gets them at least as fast as a bare server sending the same bytes";
 * docs/decisions/029-whole-catalogue-replay.md).
 *
 * The answer is in memory already (public-cache.ts), so what a request costs on top of a bare
 * server is Fastify's per-request pipeline: routing, the request and reply objects, the hooks
 * (security headers, CORS, compression, auth), the error handling, the request logs. A route
 * that asks for it (`markReplayable`) has the status and headers of its cached answer
 * recorded from Fastify's own reply once it has gone out (`onResponse`: every hook has run,
 * content-length is set); the next request that the same rules let through is written from
 * the node:http handler with one writeHead and one end. So the headers are Fastify's by
 * construction and follow any change to the hooks, and the bytes are the cache's own.
 *
 * A request is replayed only when nothing Fastify would do differs:
 * - GET of exactly a recorded path (a query string, a trailing slash, HEAD: Fastify);
 * - no Origin (CORS answers depend on it), no request body;
 * - the cache holds the answer within its TTL with the recorded ETag: an invalidated,
 *   expired or rebuilt answer falls through to the route, whose `PublicCache.get` reloads or
 *   revalidates it, and whose reply is recorded again;
 * - 304 when If-None-Match names the ETag, recorded from Fastify's own 304 like the 200s;
 * - not while the app closes (Fastify then answers 503) nor at LOG_LEVEL debug or trace,
 *   where an operator asked to see every request.
 * Replayed requests get no request log lines; the shop logs how many there were per path once
 * a minute (deploy/nginx.conf keeps no access log either: `access_log off`).
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor } from './content-encoding';
import { holdsVersion, type PublicCache } from './public-cache';

type Recorded = { etag: string; headers: OutgoingHttpHeaders; length: number };

/** Replies whose answer is the cached answer under this key (set by the route, read when the reply has gone out). */
const replayable = new WeakMap<FastifyReply, string>();

/**
 * Says that this reply is the public cache's answer under `cacheKey`, sent by `sendCached`,
 * the same for everyone: only public routes whose answer depends on nothing but the path, the
 * Accept-Encoding and the If-None-Match may say it.
 */
export function markReplayable(reply: FastifyReply, cacheKey: string): void {
  replayable.set(reply, cacheKey);
}

/** What a recorded answer depends on besides its path: the encoding sent and whether it was a 304. */
function variant(request: IncomingMessage, etag: string): string {
  const encoding = encodingFor(request.headers['accept-encoding']) ?? 'identity';
  return holdsVersion(request.headers['if-none-match'], etag) ? `304 ${encoding}` : `200 ${encoding}`;
}

/** A request whose answer is recorded or replayed: nothing in it that Fastify's path would answer differently. */
function plain(request: IncomingMessage): boolean {
  const headers = request.headers;
  return request.method === 'GET' && headers.origin === undefined && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined;
}

const SUMMARY_EVERY_MS = 60_000;

const replays = new WeakMap<FastifyInstance, Replay>();

/** The app's replay (tests read its count). */
export function replayOf(app: FastifyInstance): Replay | undefined {
  return replays.get(app);
}

export class Replay {
  /** How many requests were answered here rather than by Fastify. */
  answered = 0;
  private cache: PublicCache | undefined;
  private enabled = false;
  /** Per path: its cache key, its recorded answers per variant, and how many it replayed since the last summary. */
  private readonly paths = new Map<string, { cacheKey: string; answers: Map<string, Recorded>; replayed: number }>();

  /**
   * Starts recording the app's marked replies and replaying them from `cache`; never when
   * `logEveryRequest` (LOG_LEVEL debug or trace).
   */
  attach(app: FastifyInstance, cache: PublicCache, { logEveryRequest }: { logEveryRequest: boolean }): void {
    this.cache = cache;
    this.enabled = !logEveryRequest;
    replays.set(app, this);
    app.addHook('onResponse', (request, reply, done) => {
      this.record(request, reply);
      done();
    });
    // Replayed requests get no request log lines (two per request at info cost as much as the
    // rest of the answer): a count per path every minute says how many there were.
    const summary = setInterval(() => this.summarise(app), SUMMARY_EVERY_MS).unref();
    // Fastify answers 503 once it is closing; it sees every request from then on.
    app.addHook('preClose', (done) => {
      this.enabled = false;
      clearInterval(summary);
      this.summarise(app);
      done();
    });
  }

  private summarise(app: FastifyInstance): void {
    const replayed: Record<string, number> = {};
    for (const [url, path] of this.paths) {
      if (path.replayed > 0) replayed[url] = path.replayed;
      path.replayed = 0;
    }
    if (Object.keys(replayed).length > 0) app.log.info({ replayed }, 'whole-catalogue answers replayed before Fastify since the last count (one a minute)');
  }

  /** Answers the request from the records when it may; false: Fastify answers it. */
  offer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled || !plain(request)) return false;
    const path = this.paths.get(request.url ?? '');
    if (!path) return false;
    const answer = this.cache?.fresh(path.cacheKey);
    if (!answer) return false;
    const key = variant(request, answer.etag);
    const recorded = path.answers.get(key);
    if (!recorded || recorded.etag !== answer.etag) return false;
    if (key.startsWith('304')) {
      response.writeHead(304, recorded.headers);
      response.end();
      this.answered++;
      path.replayed++;
      return true;
    }
    const encoding = key.slice(4);
    const bytes = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.body;
    // The same ETag is the same JSON, and its compressed copies are made with the same settings;
    // a length that differs anyway is not replayed.
    if (bytes.length !== recorded.length) return false;
    response.writeHead(200, recorded.headers);
    response.end(bytes);
    this.answered++;
    path.replayed++;
    return true;
  }

  private record(request: FastifyRequest, reply: FastifyReply): void {
    const cacheKey = replayable.get(reply);
    const raw = request.raw;
    if (cacheKey === undefined || !plain(raw) || request.routeOptions.url === undefined || raw.url !== request.routeOptions.url) return;
    if (!reply.raw.writableFinished) return;
    const headers = reply.getHeaders();
    const etag = headers.etag;
    if (typeof etag !== 'string' || !String(headers['cache-control']).startsWith('public')) return;
    const key = variant(raw, etag);
    if (Number(key.slice(0, 3)) !== reply.statusCode) return;
    // Node adds these itself to every answer (and to the replayed ones alike).
    delete headers.date;
    delete headers.connection;
    delete headers['keep-alive'];
    const url = request.routeOptions.url;
    const path = this.paths.get(url) ?? { cacheKey, answers: new Map<string, Recorded>(), replayed: 0 };
    path.answers.set(key, { etag, headers: headers as OutgoingHttpHeaders, length: Number(headers['content-length'] ?? 0) });
    this.paths.set(url, path);
  }
}

/**
 * Fastify's serverFactory (documented in Server options, "serverFactory": it is given
 * Fastify's request handler and its options, and returns the server): the node:http server
 * Fastify would make (fastify/lib/server.js getServerInstance, v5: the `http` options, then
 * keepAliveTimeout, requestTimeout, connectionTimeout and maxRequestsPerSocket), whose
 * requests go to the replay first.
 */
export function replayingServer(replay: Replay) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: Record<string, unknown>): Server => {
    const server = http.createServer((options.http ?? {}) as http.ServerOptions, (request, response) => {
      if (!replay.offer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };
}
