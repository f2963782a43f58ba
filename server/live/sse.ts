import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveHub, TicketChange } from './liveHub';
import type { StreamSession, StreamSessions } from './streamSessions';
import { parseLastEventId } from './liveChanges';

const PING_MS = 20_000;

/**
 * A server-sent events stream of an event's ticket changes, until the client goes away or the
 * session that opened it ends (see StreamSessions). A comment line every 20 s keeps proxies and load
 * balancers from closing a quiet stream. Each change carries its number as the event's `id:`; a
 * client reopening the stream with `Last-Event-ID` first gets the changes it missed (`replay`).
 */
export function liveStream(
  c: Context,
  hub: LiveHub,
  eventId: string,
  guard: { sessions: StreamSessions; session: StreamSession },
  replay?: (after: number) => Promise<TicketChange[]>,
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
    const send = (change: TicketChange) => {
      const data = JSON.stringify({ ...change, e: undefined, n: undefined } satisfies TicketChange | object);
      const id = typeof change.n === 'number' ? String(change.n) : undefined;
      queue = queue.then(() => stream.writeSSE({ event: 'ticket', data, id })).catch(() => undefined);
    };
    // Subscribed before the replay is read: a change committed in between comes twice, never not at all.
    const unsubscribe = await hub.subscribe(eventId, send);
    const after = parseLastEventId(c.req.header('Last-Event-ID'));
    if (after !== null && replay) for (const change of await replay(after).catch(() => [])) send(change);
    await queue;
    await stream.writeSSE({ event: 'ready', data: '{}' });
    const ping = setInterval(() => void stream.write(': ping\n\n').catch(() => undefined), PING_MS);
    await ended;
    clearInterval(ping);
    unsubscribe();
    leave();
  });
}
