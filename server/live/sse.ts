import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveHub, TicketChange } from './liveHub';
import type { StreamSession, StreamSessions } from './streamSessions';

const PING_MS = 20_000;

/**
 * A server-sent events stream of an event's ticket changes, until the client goes away or the
 * session that opened it ends (see StreamSessions). A comment line every 20 s keeps proxies and load
 * balancers from closing a quiet stream.
 */
export function liveStream(
  c: Context,
  hub: LiveHub,
  eventId: string,
  guard: { sessions: StreamSessions; session: StreamSession },
) {
  // Only a client that asks for the stream gets one; anything else (a plain GET, a link checker) is
  // answered at once and told how to open it.
  if (!(c.req.header('Accept') ?? '').includes('text/event-stream')) {
    return c.json({ success: true, data: { stream: 'text/event-stream', event: 'ticket' } });
  }
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    const leave = await guard.sessions.open(guard.session, end);
    let queue = Promise.resolve();
    const unsubscribe = await hub.subscribe(eventId, (change) => {
      const data = JSON.stringify({ ...change, e: undefined } satisfies TicketChange | object);
      queue = queue.then(() => stream.writeSSE({ event: 'ticket', data })).catch(() => undefined);
    });
    await stream.writeSSE({ event: 'ready', data: '{}' });
    const ping = setInterval(() => void stream.write(': ping\n\n').catch(() => undefined), PING_MS);
    await ended;
    clearInterval(ping);
    unsubscribe();
    leave();
  });
}
