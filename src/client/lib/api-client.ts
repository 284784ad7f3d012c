import { endpoints } from 'virtual:api-endpoints';
import type { AnswerOf, Endpoint, RequestOf, RouteDeclaration } from '../../shared/contract/route';
import { splitLanguagePath } from '../../shared/language';
import { takeEarlyResponse } from './early-data';
import { getGuestId } from './guest-id';
import { reportRefusedToken } from './refused-token';
import { safeStorage, storageKeys } from './storage-keys';

/** The API base: same origin by default; VITE_API_URL points the client at another host. */
export const API_BASE = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

/** Any non-2xx answer. `message` is the server's own message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the authorization / guestid headers (the spec's quantity check sends none). */
  anonymous?: boolean;
};

/**
 * The one way the client talks to the API. Signed-in users send their token bare in
 * `authorization` (the spec's format); guests send their `guestid`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The page's language, not the browser's: an order placed on an Arabic page gets Arabic e-mails.
  const language = splitLanguagePath(window.location.pathname).language;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language, ...options.headers };
  const token = options.anonymous ? null : safeStorage.get(storageKeys.accessToken);
  if (!options.anonymous) {
    const guestId = getGuestId();
    if (token) headers.authorization = token;
    else if (guestId) headers.guestid = guestId;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = `${API_BASE}${path}`;
  const method = options.method ?? 'GET';
  // The page's first catalogue read may already be on its way (started by index.html); it
  // carried no shopper headers, so only anonymous reads may take it.
  const early = method === 'GET' && options.anonymous ? await takeEarlyResponse(url) : undefined;
  const response = early ?? (await fetch(url, { method, headers, body, signal: options.signal }));
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (response.status === 401 && token) reportRefusedToken(token);
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, parsed);
  }
  return parsed as T;
}

/** Every route of the API contract, by group and name: `callApi(endpoints.cart.myCart)`. */
export { endpoints };

type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'anonymous'>;
type CallArgs<R extends RouteDeclaration> = object extends RequestOf<R>
  ? [request?: RequestOf<R> & CallOptions]
  : [request: RequestOf<R> & CallOptions];

/** The endpoint's path with its `:name` parameters filled in, and its query string. */
export function urlOf(endpoint: Endpoint, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const pathname = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * Calls a declared route: the request and the answer are typed by its declaration in
 * src/shared/contract, so the client cannot drift from what the server validates and answers.
 */
export function callApi<R extends RouteDeclaration>(endpoint: Endpoint<R>, ...[request]: CallArgs<R>): Promise<AnswerOf<R>> {
  const { params, query, body, ...options } = (request ?? {}) as { params?: object; query?: object; body?: unknown } & CallOptions;
  return apiRequest<AnswerOf<R>>(urlOf(endpoint, params, query), { ...options, method: endpoint.method, body });
}
