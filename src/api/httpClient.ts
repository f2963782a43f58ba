import { fetchUtils, HttpError } from 'ra-core';
import { apiRequest, serverMessage, tokenFor, withAuthorization, type RequestOptions } from './request';
import { takePrefetched } from './prefetch';
import type { ApiAnswer } from './apiAnswer';
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

/** An answer the entry script already fetched (see ./prefetch), read the way fetchJson reads one. */
async function readEarly(early: Promise<ApiAnswer>): Promise<{ json: unknown }> {
  const answer = await early;
  // As fetchJson: no body (empty or not JSON) is undefined.
  const json = answer.json ?? undefined;
  if (!answer.ok) throw new HttpError(serverMessage(json), answer.status, json);
  return { json };
}

/** The entry script's answer to this very GET of the dashboard session, if it started one. */
function earlyAnswer(path: string, options: RequestOptions, method: string) {
  const token = tokenFor(options);
  return method === 'GET' && token && !options.signal ? takePrefetched(path, token) : undefined;
}

/**
 * The product's one HTTP client: react-admin's `fetchUtils.fetchJson` with the request of
 * ./request (JSON or FormData body, the session's bearer token: the dashboard's, or the scanner's
 * agent token when the call names it), errors as react-admin HttpErrors (status + body), so
 * react-admin's checkError sees 401s. Resolves with the JSON body (null when empty).
 */
export async function httpClient<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { url, init } = apiRequest(path, options);
  const early = earlyAnswer(path, options, init.method);
  try {
    const { json } = early ? await readEarly(early) : await fetchUtils.fetchJson(url, init);
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
