/**
 * The shop's two languages and where each lives: English pages at the paths the spec gives,
 * Arabic pages at the same paths under /ar (so a link shared on WhatsApp opens in the language
 * it was shared in). One home for the prefix rule, used by the client's router and links, the
 * server's pages, hreflang alternates and the sitemap.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const ARABIC_PREFIX = '/ar';

/** The cookie that remembers a shopper's chosen language (set by the header's switch). */
export const LANGUAGE_COOKIE = 'lang';

// A run of slashes at a path's start, in any spelling a browser or server may read as one:
// backslashes (browsers treat "\" as "/"), tab and newlines (browsers drop them from URLs) and
// their percent-encoded forms.
const LEADING_SEPARATORS = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i;

/**
 * A path that stays on this site. "//evil.example/" or "/\evil.example/" is read by a
 * browser as another site's address (protocol-relative), so a path taken from a request and
 * put in a link or a redirect would send the shopper there: its leading slashes become one.
 * A path that does not start with a separator (a query, "") is left as it is.
 */
export const safeLocalPath = (path: string): string => path.replace(LEADING_SEPARATORS, '/');

/**
 * The language of a path and the path the spec names (without the language's prefix). The
 * path is always one of this site's (safeLocalPath): "/ar//evil.example/" is "/evil.example/".
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  if (pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`)) {
    return { language: 'ar', path: safeLocalPath(pathname.slice(ARABIC_PREFIX.length) || '/') };
  }
  return { language: 'en', path: safeLocalPath(pathname) };
}

/**
 * A spec path (it may carry a query) in a language: "/cart" is "/ar/cart" in Arabic. Paths
 * come from requests and the browser's address, so the result is always one of this site's
 * (safeLocalPath): it is what the language switch links to and the server redirects to.
 */
export function pathInLanguage(language: Language, path: string): string {
  const local = safeLocalPath(path);
  if (language === 'en') return local;
  return local === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${local}`;
}

/** A spec path in every language: the pages that are one page in two languages (hreflang alternates). */
export const pathInEveryLanguage = (path: string): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pathInLanguage(language, path)])) as Record<Language, string>;

/** The router's basename for a language (undefined: no prefix). */
export const routerBasename = (language: Language): string | undefined => (language === 'en' ? undefined : ARABIC_PREFIX);

/** `<html dir>` of a language. */
export const textDirection = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The locale link previews name (og:locale). */
export const openGraphLocale = (language: Language): string => (language === 'ar' ? 'ar_EG' : 'en_EG');
