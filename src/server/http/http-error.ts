import { english, type Messages } from '../../shared/messages';

/** A message in the reader's language: picked from their texts when the answer is written. */
export type Wording = (texts: Messages) => string;

/**
 * An error that a service throws to answer with a given status and message. The error handler
 * turns it into `{message}` with that status. Given as a wording, the message is written in the
 * language the request asks for (src/server/plugins/errors.ts); `message` is the English one, for logs.
 */
export class HttpError extends Error {
  readonly wording: Wording | undefined;
  constructor(
    readonly statusCode: number,
    message: string | Wording,
  ) {
    super(typeof message === 'function' ? message(english) : message);
    this.wording = typeof message === 'function' ? message : undefined;
    this.name = 'HttpError';
  }

  /** The message in these texts' language (the English `message` when it was given as a plain string). */
  messageIn(texts: Messages): string {
    return this.wording ? this.wording(texts) : this.message;
  }
}

export const badRequest = (message: string | Wording) => new HttpError(400, message);
export const unauthorized = (message: string | Wording = (t) => t.api.http.signInFirst) => new HttpError(401, message);
export const forbidden = (message: string | Wording = (t) => t.api.http.notAllowed) => new HttpError(403, message);
export const notFound = (message: string | Wording = (t) => t.api.http.notFound) => new HttpError(404, message);
export const conflict = (message: string | Wording) => new HttpError(409, message);
export const tooManyRequests = (message: string | Wording) => new HttpError(429, message);
