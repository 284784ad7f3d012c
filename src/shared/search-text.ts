/**
 * Search text as shoppers type it, in one form for the stored text and the query alike:
 * Latin letters lower-cased, Arabic without its optional marks (tashkeel, the dagger alef,
 * tatweel) and with the letters people use interchangeably folded together: any alef form
 * (أ إ آ ٱ) to ا, ة to ه, ى to ي.
 *
 * The database computes the same folding for the stored column (products.search_text, see
 * SEARCH_TEXT_SQL): a test keeps the two in step.
 */
const ALEF_FORMS = /[أإآٱ]/g;
const OPTIONAL_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(ALEF_FORMS, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(OPTIONAL_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The same folding as a PostgreSQL expression over a text expression (immutable, so it can
 * define a generated column). Whitespace runs become one space like above.
 */
export const searchTextSql = (expression: string): string =>
  `btrim(regexp_replace(regexp_replace(translate(lower(${expression}), 'أإآٱةى', 'ااااهي'), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'), '\\s+', ' ', 'g'))`;
