import { apiUrl } from './config';

/** How long an early answer waits for its call before it is considered stale and dropped. */
const KEEP_MS = 10_000;
const early = new Map<string, Promise<Response>>();
const keyOf = (path: string, token: string) => `${token} ${path}`;

/**
 * Starts a GET now, before the code that needs it has arrived: on a slow network the first
 * screen's data then travels while its JavaScript is still downloading. The first identical call
 * through httpClient (same path, same token) takes the answer; nothing else ever sees it.
 */
export function prefetchGet(path: string, token: string) {
  const key = keyOf(path, token);
  if (early.has(key)) return;
  const response = fetch(apiUrl(path), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is reported to the call that takes it, not as an unhandled rejection here.
  response.catch(() => undefined);
  early.set(key, response);
  setTimeout(() => {
    if (early.get(key) === response) early.delete(key);
  }, KEEP_MS);
}

/** The early answer for this GET, once; undefined when there is none. */
export function takePrefetched(path: string, token: string): Promise<Response> | undefined {
  const key = keyOf(path, token);
  const response = early.get(key);
  early.delete(key);
  return response;
}
