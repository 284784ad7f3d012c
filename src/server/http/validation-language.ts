import { english, type Messages } from '../../shared/messages';
import { wordingOf } from '../../shared/schemas/worded';

/**
 * The request schemas are shared with the pages, which build them with their own language's
 * texts; on the server they hold English. A schema's message is written in another language:
 * - with arguments (`tooLong(2000)`): through the wording the schema gave it (`worded`);
 * - without: by finding the English text among the string leaves of `messages` and reading the
 *   same place in the other language (no English text of a schema message has two places
 *   that read differently in Arabic);
 * - otherwise (zod's own defaults, which only hand-made requests meet): left in English.
 * Chosen over per-language schema factories (every schema and each of its users would change)
 * and over matching zod issues' parameters against the message functions (guesswork).
 */

/** Each English text's place in `messages` (its first, when it has several); built on the first use. */
let places: Map<string, string[]> | undefined;
function placesOf(texts: Messages): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (!found.has(node)) found.set(node, path);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
    }
  };
  visit(texts, []);
  return found;
}

export function inLanguage(text: string, texts: Messages): string {
  if (texts === english) return text;
  const wording = wordingOf(text);
  if (wording) return wording(texts);
  const place = (places ??= placesOf(english)).get(text);
  const found = place?.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
  return typeof found === 'string' ? found : text;
}
