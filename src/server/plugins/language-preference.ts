import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/language';

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a shopper reads, for an address that does not name one: the choice they made
 * with the header's switch (a cookie), else on a first visit the browser's language
 * (Accept-Language). Crawlers send neither and read English.
 */
export function preferredLanguage(request: FastifyRequest): Language {
  const chosen = CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(chosen) ? chosen : browserLanguage(request.headers['accept-language']);
}

/** The shop's language the browser ranks highest ("ar-EG,ar;q=0.9,en;q=0.8" is Arabic); English when it names neither. */
export function browserLanguage(header: string | undefined): Language {
  let best: { language: Language; quality: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    // On equal weights the browser's own order decides: the earlier one stays.
    if (quality > 0 && (!best || quality > best.quality)) best = { language: primary, quality };
  }
  return best?.language ?? 'en';
}

/**
 * The language an API answer or a mail it causes is written in: the shop's pages send their
 * own language as Accept-Language (src/client/lib/api-client.ts); other clients get what
 * their Accept-Language ranks highest, else English.
 */
export const answerLanguage = (request: FastifyRequest): Language => browserLanguage(request.headers['accept-language']);
