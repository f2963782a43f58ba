import { apiUrl } from './config';
import { getToken } from './token';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The session the call speaks for: by default the stored dashboard token; the scanner sends its
   * agent's token, and `null` sends none (public pages, agent login).
   */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * The one place a session token becomes a header: `Authorization: Bearer <token>` added to
 * `headers`, none without a token. Every API call (httpClient, react-admin's simple-REST reads, the
 * live streams) sends its token through here.
 */
export function withAuthorization(headers: HeadersInit | undefined, token: string | null): Headers {
  const out = new Headers(headers);
  if (token) out.set('Authorization', `Bearer ${token}`);
  return out;
}

/** The stored dashboard token unless the call names its own (or none). */
export const tokenFor = (options: Pick<RequestOptions, 'token'>): string | null =>
  options.token === undefined ? getToken() : options.token;

/** A FormData body goes as is (the browser sets its multipart type); anything else as JSON. */
const bodyOf = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

/**
 * What an API call sends: its address under the API's base, JSON (or FormData) body, `Accept`
 * (JSON unless the call asks for another type, as the live streams do) and the session's token.
 */
export function apiRequest(
  path: string,
  options: RequestOptions = {},
): { url: string; init: { method: string; headers: Headers; body?: BodyInit; signal?: AbortSignal } } {
  const headers = withAuthorization(options.headers, tokenFor(options));
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const body = bodyOf(options.body);
  if (typeof body === 'string') headers.set('Content-Type', 'application/json');
  return {
    url: apiUrl(path),
    init: { method: options.method ?? 'GET', headers, body, signal: options.signal },
  };
}

/** The server's `{ message }` of an error body, or '' (each screen then shows its own SPEC text). */
export const serverMessage = (body: unknown): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';

/** The server's message of a failed call, or the given fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
