/**
 * The spec's whole-catalogue answers (`with-products`, `product/all`, the admin's copy of the
 * first), served from the public cache while they are small and streamed when they are not
 * (docs/decisions/020-many-processes.md). A client built to the spec asks for them on every
 * home page: a few thousand products fit in a few MB, and sent from memory, compressed once,
 * they go out as fast as a bare server sends the same bytes. Above the bound (30,000 products
 * is tens of MB) building them whole would take the heap, so they are written page by page as
 * before (catalogue-stream.ts).
 *
 * The bound comes from the heap cap (MAX_HEAP_MB): an answer is collected as JSON and kept
 * with its brotli and gzip copies, about 1.2 times its size, for two answers; a sixteenth of
 * the heap each leaves most of it to the requests.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../http/public-cache';
import { markReplayable } from '../../http/replay';
import type { AppDeps } from '../../types';
import { catalogueFingerprint } from './catalogue.service';
import { allProductsStream, categoriesWithProductsStream, JSON_UTF8 } from './catalogue-stream';

const MB = 1024 * 1024;

/** The largest whole-catalogue answer kept in memory, from the heap cap. */
export const wholeCatalogueBound = (maxHeapMb: number): number => Math.floor((maxHeapMb * MB) / 16);

class TooLarge extends Error {}

/** The stream's bytes, or TooLarge as soon as they pass the bound (the rest is never read). */
async function collect(stream: Readable, bound: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > bound) {
      stream.destroy();
      throw new TooLarge();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'publicCache' | 'events'>;
type Answer = 'with-products' | 'all-products';

/**
 * One per app: remembers which answers are too large until the catalogue changes.
 * `replayable`: the public routes' cached answers may be replayed before Fastify
 * (http/replay.ts); never the admin's, which must pass its access check every time.
 */
export function wholeCatalogue(deps: Deps, { replayable = false }: { replayable?: boolean } = {}) {
  const bound = wholeCatalogueBound(deps.config.maxHeapMb);
  const tooLarge = new Set<Answer>();
  // Stock moves leave the size as it was; products and categories added or removed may not.
  deps.events.on((event) => {
    if (event.kind === 'catalogue' || event.kind === 'reconnected') tooLarge.clear();
  });
  const open = (answer: Answer) => (answer === 'with-products' ? categoriesWithProductsStream(deps) : allProductsStream(deps));

  return async function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
    if (!tooLarge.has(answer)) {
      try {
        const cacheKey = `whole:${answer}`;
        const cached = await deps.publicCache.get(cacheKey, {
          load: () => Promise.reject(new Error('whole-catalogue answers are read as bytes')),
          bytes: async () => collect(await open(answer), bound),
          fingerprint: () => catalogueFingerprint(deps),
        });
        if (replayable) markReplayable(reply, cacheKey);
        return sendCached(request, reply, cached);
      } catch (error) {
        if (!(error instanceof TooLarge)) throw error;
        tooLarge.add(answer);
      }
    }
    return reply.type(JSON_UTF8).send(await open(answer));
  };
}
