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
  /** Told the upload's progress (0-100); the request then goes through XMLHttpRequest, as fetch cannot report it. */
  onUploadProgress?: (percent: number) => void;
};

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** An upload through XMLHttpRequest, answered as a fetch Response so every request is read the same way. */
function sendWithProgress(url: string, method: string, headers: Record<string, string>, body: BodyInit | undefined, options: RequestOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onerror = () => reject(new ApiError(0, 'Network error', undefined));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status === 0) return reject(new ApiError(0, 'Network error', undefined));
      const answer = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(answer, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }));
    };
    xhr.send(body as XMLHttpRequestBodyInit | undefined);
  });
}

function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the client talks to the API: every call, upload and download goes through here.
 * It always sends the page's language (not the browser's: an order placed on an Arabic page
 * gets Arabic e-mails, an Arabic desk gets Arabic slips and CSV headings). Signed-in users send
 * their token bare in `authorization` (the spec's format); guests send their `guestid`.
 * Answers the Response once it is ok; any other status throws ApiError with the server's message.
 */
export async function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
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
  const response =
    early ??
    (options.onUploadProgress
      ? await sendWithProgress(url, method, headers, body, options)
      : await fetch(url, { method, headers, body, signal: options.signal }));
  if (response.status === 401 && token) reportRefusedToken(token);
  if (!response.ok) {
    const parsed = parseAnswer(await response.text());
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, parsed);
  }
  return response;
}

/** A request whose answer is JSON (or text, kept as it came). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parseAnswer(await (await sendRequest(path, options)).text()) as T;
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

/** A multipart upload to a declared route, telling its progress (0-100) as it goes. */
export async function uploadApi<R extends RouteDeclaration & { multipart: true }>(
  endpoint: Endpoint<R>,
  request: RequestOf<R>,
  onUploadProgress: (percent: number) => void,
): Promise<AnswerOf<R>> {
  const { params, query, body } = request as { params?: object; query?: object; body: FormData };
  const answer = await apiRequest<unknown>(urlOf(endpoint, params, query), { method: endpoint.method, body, onUploadProgress });
  return (answer && typeof answer === 'object' ? answer : { message: answer }) as AnswerOf<R>;
}

/** A declared route's answer as a file (the CSV export, the packing slips, the airway bills). */
export async function downloadApi(endpoint: Endpoint, request: { params?: object; query?: object } = {}): Promise<Blob> {
  const response = await sendRequest(urlOf(endpoint, request.params, request.query), { method: endpoint.method, headers: { accept: '*/*' } });
  // Read as bytes, not response.blob(): Chromium keeps a blob-read body out of its network log,
  // which the e2e tests (and anyone debugging in DevTools) read the file from.
  return new Blob([await response.arrayBuffer()], { type: response.headers.get('content-type') ?? '' });
}
