/**
 * A storefront address with a NUL character (%00) in its path or query: the API's NUL guard
 * (http/nul-guard.ts) does not see pages, whose path and query reach the page head's queries
 * (a product's id, a search's words) and the HTML itself. They are refused here as the API
 * refuses them, 400, with a short page in the address's language instead of the app.
 */
import { badAddressMessages } from '../../shared/bad-address-messages';
import { badAddressMessagesAr } from '../../shared/bad-address-messages-ar';
import { pathInLanguage, textDirection, type Language } from '../../shared/language';

const texts = { en: badAddressMessages, ar: badAddressMessagesAr } as const;

export function badAddressPage(language: Language): string {
  const t = texts[language];
  return (
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head>` +
    `<body><h1>${t.title}</h1><p>${t.text}</p><p><a href="${pathInLanguage(language, '/')}">${t.home}</a></p></body></html>`
  );
}
