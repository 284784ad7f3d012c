/**
 * `GET /feeds/google.xml` and `GET /feeds/meta.csv` (issue 38), public, outside /api: Meta's
 * and Google's fetchers read them on a schedule. `?lang=ar`: Arabic titles, descriptions and
 * links. The ETag is the catalogue's version (moved by every change to products, sizes, stock
 * and pictures), the shop's name and the language, so a fetch with If-None-Match of an
 * unchanged catalogue costs one row read and a 304.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, pathInLanguage, type Language } from '../../../shared/language';
import { messagesFor } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { shopSettingsMessages } from '../../../shared/shop-settings-messages';
import { readyStream } from '../../http/ready-stream';
import type { App } from '../../types';
import { catalogueVersion } from '../catalogue';
import { readSettings } from '../shop-settings';
import { googleFeed } from './google-feed';
import { metaFeed } from './meta-feed';
import { productPages } from './product-pages';

type Feed = 'google' | 'meta';
/** Moves every feed's ETag when what the feeds write changes (2: JPEG picture links), so fetchers holding a tag get the new form. */
const FEED_FORMAT = 2;

const languageOf = (request: FastifyRequest): Language => {
  const lang = (request.query as { lang?: unknown }).lang;
  return isLanguage(lang) ? lang : 'en';
};

export function registerFeeds(app: App): void {
  const { db, config } = app.deps;

  /** The feed's tag and the shop's name, or a 304 already sent. */
  async function conditional(request: FastifyRequest, reply: FastifyReply, feed: Feed, language: Language): Promise<{ shopName: string } | undefined> {
    const [version, settings] = await Promise.all([catalogueVersion(db), readSettings(db)]);
    const shopName = settings.shopName ?? shopSettingsMessages.fallbackShopName;
    const etag = `"${feed}-${language}-${createHash('sha256').update(`${FEED_FORMAT}|${version}|${shopName}|${config.publicUrl}`).digest('base64url').slice(0, 22)}"`;
    // Scheduled fetchers come back hourly at most; a proxy may keep it that long.
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    const sent = request.headers['if-none-match'];
    if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      await reply.code(304).send();
      return undefined;
    }
    return { shopName };
  }

  const context = (language: Language) => ({ publicUrl: config.publicUrl, language });

  app.get('/feeds/google.xml', async (request, reply) => {
    const language = languageOf(request);
    const fresh = await conditional(request, reply, 'google', language);
    if (!fresh) return reply;
    const texts = await messagesFor(language);
    const head = { shopName: fresh.shopName, shopUrl: `${config.publicUrl}${pathInLanguage(language, paths.home)}`, description: texts.pageMeta.home, language };
    const body: Readable = await readyStream(googleFeed(productPages(db), context(language), head));
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/feeds/meta.csv', async (request, reply) => {
    const language = languageOf(request);
    const fresh = await conditional(request, reply, 'meta', language);
    if (!fresh) return reply;
    return reply.type('text/csv; charset=utf-8').send(await metaFeed(productPages(db), context(language), fresh.shopName));
  });
}
