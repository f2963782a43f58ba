import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveChange } from '../../src/lib/scannerLive';

/** A server-sent events answer made of these blocks, then the end of the stream (a drop). */
const stream = (blocks: string[]) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const b of blocks) c.enqueue(new TextEncoder().encode(`${b}\n\n`));
        c.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveStream resumes from the last event id', () => {
  it('reconnects with Last-Event-ID set to the last change it read', async () => {
    vi.useFakeTimers();
    const headers: Array<string | null> = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers).get('Last-Event-ID'));
      return headers.length === 1
        ? stream(['event: ready\ndata: {}', 'event: ticket\ndata: {"t":"TK-A","s":true}\nid: 41'])
        : stream(['event: ready\ndata: {}']);
    });
    vi.stubGlobal('fetch', fetchMock);
    const changes: LiveChange[] = [];
    const stop = openLiveStream('/api/x/live', 'token', {
      onChange: (c) => changes.push(c),
      onOpen: () => {},
    });
    await vi.waitFor(() => expect(changes).toEqual([{ t: 'TK-A', s: true }]));
    await vi.advanceTimersByTimeAsync(1000); // the stream dropped: it reconnects
    await vi.waitFor(() => expect(headers).toHaveLength(2));
    expect(headers).toEqual([null, '41']);
    stop();
  });
});
