import { messages, type Messages } from '../messages';

const wordings = new Map<string, (texts: Messages) => string>();

/**
 * A schema message with arguments (`tooLong(2000)`, `invalidId('category')`): its text in the
 * language `messages` holds (the page's in a browser, English on the server), remembered with
 * its wording so that the server can write the same message in the request's language
 * (src/server/http/validation-language.ts). A message without arguments needs no wrapping:
 * the server finds it by its English text among the leaves of `messages`.
 */
export function worded(wording: (texts: Messages) => string): string {
  const text = wording(messages);
  wordings.set(text, wording);
  return text;
}

/** The wording a schema gave this text through `worded`, if it did. */
export const wordingOf = (text: string): ((texts: Messages) => string) | undefined => wordings.get(text);
