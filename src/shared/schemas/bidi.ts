/**
 * Bidirectional formatting controls that can disguise what a text says: the embeddings
 * (U+202A LRE, U+202B RLE), their terminator (U+202C PDF), the overrides (U+202D LRO, U+202E RLO)
 * and the isolates (U+2066 LRI, U+2067 RLI, U+2068 FSI, U+2069 PDI). With them a name can show
 * its letters in reverse, or an address can push the text after it (a slip's next column, a CSV
 * cell) out of order. None is needed to type Arabic: the browser lays out Arabic and mixed text
 * by itself.
 *
 * The marks U+200E (LRM), U+200F (RLM) and U+061C (ALM) stay: Arabic keyboards type them to
 * place punctuation and digits, and they only nudge the neighbouring neutral characters, they
 * cannot reverse or hide anything.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidi embeddings, overrides and isolates (marks kept). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
