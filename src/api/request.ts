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

/** A failed call: the server's message, the HTTP status (0 when no answer came) and the JSON body. */
export class ApiError extends Error {
  status: number;
  body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export type ErrorFactory = (message: string, status: number, body: unknown) => Error;

const apiError: ErrorFactory = (message, status, body) => new ApiError(message, status, body);

/**
 * The API call itself: JSON in and out, the bearer token when one is stored, and the server's
 * `{ message }` as the error text. Free of react-admin, for the public pages (scanner); the
 * dashboard's `httpClient` is this with react-admin's HttpError as the error.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
  makeError: ErrorFactory = apiError,
): Promise<T> {
  const headers = new Headers(options.headers);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const method = options.method ?? 'GET';
  // A GET the entry script already started (see ./prefetch) is answered by that request.
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
    throw makeError('', 0, null);
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
    throw makeError(message, response.status, json);
  }
  return json as T;
}

/** The server's message of a failed call, or the given fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
