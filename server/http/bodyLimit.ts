import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, answering from the Content-Length header without touching `c.req.raw.body`.
 * Reading `raw.body` makes the Node adapter build a full web Request (abort signal, web stream over
 * the socket) for every API call, a large share of a small request's CPU; left alone, the adapter
 * reads the body straight from the socket. Bodies without a length (chunked) are still counted as
 * they stream, by Hono's own middleware.
 */
type OnError = NonNullable<Parameters<typeof bodyLimit>[0]['onError']>;

export function limitBody(maxSize: number, onError: OnError): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    if (parseInt(length, 10) > maxSize) return onError(c);
    return next();
  };
}
