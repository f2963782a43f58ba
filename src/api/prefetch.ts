import { apiUrl } from './config';

/** How long an early answer waits for its call before it is considered stale and dropped. */
const KEEP_MS = 10_000;
const early = new Map<string, { response: Promise<Response>; arrived: boolean }>();
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
  const entry = { response, arrived: false };
  // A failure is reported to the call that takes it, not as an unhandled rejection here.
  response.then(
    () => (entry.arrived = true),
    () => (entry.arrived = true),
  );
  early.set(key, entry);
  setTimeout(() => {
    if (early.get(key) === entry) early.delete(key);
  }, KEEP_MS);
}

/** The early answer for this GET, once; undefined when there is none. */
export function takePrefetched(path: string, token: string): Promise<Response> | undefined {
  const key = keyOf(path, token);
  const entry = early.get(key);
  early.delete(key);
  return entry?.response;
}

/** Whether the early answer for this GET has arrived and not been taken yet. */
export function prefetchArrived(path: string, token: string): boolean {
  return early.get(keyOf(path, token))?.arrived ?? false;
}
