import { readAnswer, type ApiAnswer } from './apiAnswer';
import { apiUrl } from './config';

/** How long an early answer waits for its call before it is considered stale and dropped. */
const KEEP_MS = 10_000;
const early = new Map<string, Promise<ApiAnswer>>();
/** The early answers that have arrived and been read, while still unclaimed. */
const arrived = new Map<string, ApiAnswer>();
const keyOf = (path: string, token: string) => `${token} ${path}`;

/**
 * Starts a GET now, before the code that needs it has arrived: on a slow network the first
 * screen's data then travels while its JavaScript is still downloading. The first identical call
 * through httpClient (same path, same token) takes the answer; nothing else ever sees it, except a
 * screen that shows it while that call is on its way (`peekPrefetched`).
 */
export function prefetchGet(path: string, token: string) {
  const key = keyOf(path, token);
  if (early.has(key)) return;
  const answer = fetch(apiUrl(path), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).then(readAnswer);
  early.set(key, answer);
  answer.then(
    (read) => {
      if (early.get(key) === answer) arrived.set(key, read);
    },
    // A failure is reported to the call that takes it, not as an unhandled rejection here.
    () => undefined,
  );
  setTimeout(() => drop(key, answer), KEEP_MS);
}

function drop(key: string, answer?: Promise<ApiAnswer>) {
  if (answer && early.get(key) !== answer) return;
  early.delete(key);
  arrived.delete(key);
}

/** The early answer for this GET, once; undefined when there is none. */
export function takePrefetched(path: string, token: string): Promise<ApiAnswer> | undefined {
  const key = keyOf(path, token);
  const answer = early.get(key);
  drop(key);
  return answer;
}

/**
 * The early answer for this GET if it has already arrived and no call has taken it yet, without
 * taking it: what a screen can show in its first render, before its own call (which takes the
 * same answer) resolves.
 */
export function peekPrefetched(path: string, token: string): ApiAnswer | undefined {
  return arrived.get(keyOf(path, token));
}
