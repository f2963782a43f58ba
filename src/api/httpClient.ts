import { fetchUtils, HttpError } from 'ra-core';
import { apiUrl } from './config';
import { prepareRequest, serverMessage, type RequestOptions } from './request';

export type { RequestOptions };
export { errorMessage } from './request';

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

/**
 * Every dashboard API call goes through here: react-admin's `fetchUtils.fetchJson` with the
 * bearer token and JSON (or FormData) body, errors as react-admin HttpErrors (status + body), so
 * react-admin's checkError sees 401s. Resolves with the JSON body (null when empty).
 */
export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { init } = prepareRequest(options);
  try {
    const { json } = await fetchUtils.fetchJson(apiUrl(path), init);
    return (json ?? null) as T;
  } catch (error) {
    throw asHttpError(error);
  }
}
