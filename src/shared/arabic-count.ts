/**
 * Arabic text helpers shared by the Arabic message files: numbers in bidi isolates, and nouns
 * counted the Arabic way.
 */

/** First strong isolate … pop directional isolate: the text keeps its own direction. */
export const iso = (text: string | number) => `\u2068${text}\u2069`;

const plural = new Intl.PluralRules('ar');

/** Arabic counted nouns: one, two, a few (3–10) and many (11+) take different forms. */
export function count(n: number, forms: { zero?: string; one: string; two: string; few: (n: string) => string; many: (n: string) => string }): string {
  const digits = iso(n);
  switch (plural.select(n)) {
    case 'zero':
      return forms.zero ?? forms.many(digits);
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return forms.few(digits);
    default:
      return forms.many(digits);
  }
}
