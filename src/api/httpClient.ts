import { HttpError } from 'ra-core';
import { apiUrl } from './config';
import { getToken } from './token';
import { takePrefetched } from './prefetch';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the stored dashboard token (the scanner sends its agent token). */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * Every API call goes through here: JSON in and out, the bearer token when one is stored, and the
 * server's `{ message }` as the error text. Errors are react-admin HttpErrors (status + body), so
 * react-admin's checkError sees 401s.
 */
export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const method = options.method ?? 'GET';
  const early = method === 'GET' && token && !options.signal ? takePrefetched(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(apiUrl(path), {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // No server message: each screen shows its own SPEC error text.
    throw new HttpError('', 0, null);
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const message =
      json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
        ? (json as { message: string }).message
        : '';
    throw new HttpError(message, response.status, json);
  }
  return json as T;
}

/** The server's message of a failed call, or the given fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
