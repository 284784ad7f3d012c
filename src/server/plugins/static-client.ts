import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathInLanguage, splitLanguagePath } from '../../shared/language';
import { preferredEncoding } from '../http/content-encoding';
import { urlHoldsNul } from '../http/nul-guard';
import { badAddressPage } from './storefront-bad-address';
import { preferredLanguage } from './language-preference';
import { createStorefrontHtml } from './storefront-html';
import { storefrontFacts } from './storefront-facts';
import { leadImageFinder } from './storefront-lead-image';
import { pageDescriber } from './storefront-page-head';

// Paths that are never client routes: they answer 404 instead of the app's HTML.
const NOT_CLIENT_ROUTES = /^\/(api|media|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * The page's HTML, compressed here: @fastify/compress hooks into routes, and the not-found
 * handler that answers client routes is not one. A few KB: well under a millisecond.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', reply.getHeader('vary') ?? 'accept-encoding');
  const encoding = preferredEncoding(request);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built React app with history fallback, and a JSON 404 for everything that is
 * not a client route. Hashed assets are cached for a year and served from the build's
 * brotli/gzip files; index.html never is cached, and storefront pages get it with their
 * chunks, data and first picture announced in its head (storefront-html.ts).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const storefrontHtml = hasClient ? createStorefrontHtml(clientDir) : undefined;
  const facts = storefrontFacts(app.deps);
  const sources = { leadImage: leadImageFinder(app.deps, facts), describe: pageDescriber(app.deps, facts), shopName: facts.shopName };
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    if (!hasClient || NOT_CLIENT_ROUTES.test(pathname)) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    reply.header('cache-control', 'no-cache');
    // A NUL (%00) in a page's path or query: refused as the API refuses it, before the page's
    // head reads the database with it or writes it into the HTML.
    if (urlHoldsNul(request.url)) {
      const language = splitLanguagePath(pathname).language === 'ar' ? 'ar' : preferredLanguage(request);
      return sendHtml(request, reply.code(400), badAddressPage(language));
    }
    // An address without a language follows the shopper's (src/shared/language.ts): an Arabic
    // reader is sent on to the same page under /ar. An /ar address is always Arabic, so a link
    // shared in Arabic opens in Arabic.
    if (splitLanguagePath(pathname).language === 'en') {
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      if (preferredLanguage(request) === 'ar') return reply.redirect(pathInLanguage('ar', request.url), 302);
    }
    return storefrontHtml!.render(request.url, sources).then(({ status, html }) => sendHtml(request, reply.code(status), html));
  });
}
