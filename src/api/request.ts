import { apiUrl } from './config';
import { getToken } from './token';
import { readAnswer, type ApiAnswer } from './apiAnswer';

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

/** The server's `{ message }` of an error body, or '' (each screen then shows its own SPEC text). */
export const serverMessage = (body: unknown): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';

/**
 * What every API call sends (here and in the dashboard's `httpClient`): JSON (or FormData) body
 * and the bearer token when one is stored.
 */
export function prepareRequest(options: RequestOptions): {
  init: { method: string; headers: Headers; body?: BodyInit; signal?: AbortSignal };
} {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const method = options.method ?? 'GET';
  const body =
    options.body === undefined
      ? undefined
      : isForm
        ? (options.body as FormData)
        : JSON.stringify(options.body);
  return { init: { method, headers, body, signal: options.signal } };
}

/**
 * The API call itself: JSON in and out, the bearer token when one is stored, and the server's
 * `{ message }` as the error text. Free of react-admin, for the public pages (scanner); the
 * dashboard's `httpClient` sends the same request through react-admin's `fetchUtils`.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
  makeError: ErrorFactory = apiError,
): Promise<T> {
  const { init } = prepareRequest(options);
  let answer: ApiAnswer;
  try {
    answer = await fetch(apiUrl(path), init).then(readAnswer);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // No server message: each screen shows its own SPEC error text.
    throw makeError('', 0, null);
  }
  if (!answer.ok) throw makeError(serverMessage(answer.json), answer.status, answer.json);
  return answer.json as T;
}

/** The server's message of a failed call, or the given fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
