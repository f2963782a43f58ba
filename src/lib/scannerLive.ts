import { apiRequest } from '../api/request';
import type { LiveTicketChange } from '../contract/liveTicketChange';

/** One ticket change as the server streams it. */
export type LiveChange = LiveTicketChange;

const MAX_RETRY_MS = 15_000;

/**
 * Listens to an event's ticket changes: server-sent events read with fetch, so that the token goes
 * in a header and not in the address (the same request as every API call, ../api/request; the
 * caller names the token: the dashboard's or the scanner's agent token, none when null). Reconnects after a drop with a growing pause; `onOpen` runs
 * at each (re)connection so the caller can fetch what it may have missed meanwhile. A refusal
 * (401/403/404) or a server without live updates ends it quietly; a 404 (no such call: a server
 * without the extension) also tells `onAbsent`, so that the caller can do without.
 */
export function openLiveStream(
  path: string,
  token: string | null | undefined,
  handlers: {
    onChange: (c: LiveChange) => void;
    onOpen: () => void;
    onAbsent?: () => void;
    /** The session was refused (401/403), with the server's reason: the caller asks for a new login. */
    onRefused?: (message: string) => void;
  },
): () => void {
  const ctrl = new AbortController();
  let retry = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The last change's `id:`: a reconnection sends it as Last-Event-ID and the server replays what
  // came after it (changes missed while the stream, or the server's own listener, was down).
  let lastEventId: string | null = null;

  const dispatch = (block: string) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
      else if (line.startsWith('id:')) lastEventId = line.slice(3).trim();
    }
    if (event === 'ready') {
      retry = 1000;
      handlers.onOpen();
    } else if (event === 'ticket' && data) {
      try {
        handlers.onChange(JSON.parse(data) as LiveChange);
      } catch {
        /* a malformed line: skipped */
      }
    }
  };

  const connect = async () => {
    try {
      const { url, init } = apiRequest(path, {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        token: token ?? null,
        signal: ctrl.signal,
      });
      const res = await fetch(url, init);
      if (!res.ok || !res.body || !(res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
        if (res.status === 404) handlers.onAbsent?.();
        if (res.status === 401 || res.status === 403) {
          const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
          handlers.onRefused?.(typeof body?.message === 'string' ? body.message : '');
        }
        if (res.ok || res.status === 401 || res.status === 403 || res.status === 404) return;
        throw new Error(`live ${res.status}`);
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      if (ctrl.signal.aborted) return;
    }
    if (ctrl.signal.aborted) return;
    timer = setTimeout(() => void connect(), retry);
    retry = Math.min(retry * 2, MAX_RETRY_MS);
  };

  void connect();
  return () => {
    ctrl.abort();
    clearTimeout(timer);
  };
}
