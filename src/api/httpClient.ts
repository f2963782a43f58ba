import { fetchUtils, HttpError } from 'ra-core';
import { apiRequest, serverMessage, withAuthorization, type RequestOptions } from './request';
import { getToken } from './token';

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
 * The product's one HTTP client: react-admin's `fetchUtils.fetchJson` with the request of
 * ./request (JSON or FormData body, the session's bearer token: the dashboard's, or the scanner's
 * agent token when the call names it), errors as react-admin HttpErrors (status + body), so
 * react-admin's checkError sees 401s. Resolves with the JSON body (null when empty).
 */
export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { url, init } = apiRequest(path, options);
  try {
    const { json } = await fetchUtils.fetchJson(url, init);
    // The body is the API's (SPEC §7): each call names the type it reads.
    return (json ?? null) as T;
  } catch (error) {
    throw asHttpError(error);
  }
}

/**
 * react-admin's `fetchJson` with the dashboard session's token, for react-admin's own data
 * providers (ra-data-simple-rest), which build their addresses and read the answer's headers.
 */
export const fetchJsonWithSession = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, {
    ...options,
    headers: withAuthorization(options.headers ?? { Accept: 'application/json' }, getToken()),
  });
