import { fetchUtils, HttpError } from 'ra-core';
import { apiUrl } from './config';
import { getToken } from './token';
import { takePrefetched } from './prefetch';
import type { RequestOptions } from './request';

export type { RequestOptions };
export { errorMessage } from './request';

/** The server's `{ message }` of an error body, or '' (each screen then shows its own SPEC text). */
const serverMessage = (body: unknown): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';

/**
 * react-admin's HttpError for any failure: an answer that is not 2xx keeps its status and body
 * with the server's message only (not the HTTP status text); no answer at all (network down) is
 * status 0, which the auth provider tells apart from a rejected session.
 */
function asHttpError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof HttpError) return new HttpError(serverMessage(error.body), error.status, error.body);
  return new HttpError('', 0, null);
}

/** An answer the entry script already fetched (see ./prefetch), read the way fetchJson reads one. */
async function readEarly(early: Promise<Response>): Promise<{ json: unknown }> {
  const response = await early;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw new HttpError(serverMessage(json), response.status, json);
  return { json };
}

/**
 * Every dashboard API call goes through here: react-admin's `fetchUtils.fetchJson` with the
 * bearer token and JSON (or FormData) body, errors as react-admin HttpErrors (status + body), so
 * react-admin's checkError sees 401s. Resolves with the JSON body (null when empty).
 */
export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const method = options.method ?? 'GET';
  // A GET the entry script already started (see ./prefetch) is answered by that request.
  const early = method === 'GET' && token && !options.signal ? takePrefetched(path, token) : undefined;
  try {
    const { json } = early
      ? await readEarly(early)
      : await fetchUtils.fetchJson(apiUrl(path), {
          method,
          headers,
          body:
            options.body === undefined
              ? undefined
              : isForm
                ? (options.body as FormData)
                : JSON.stringify(options.body),
          signal: options.signal,
        });
    return (json ?? null) as T;
  } catch (error) {
    throw asHttpError(error);
  }
}
