import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECHECK_MS,
  STREAMS_PER_SUBJECT,
  STREAMS_PER_TOKEN,
  StreamSessions,
} from '../../server/live/streamSessions';

afterEach(() => {
  vi.useRealTimers();
});

describe('open live streams and their sessions', () => {
  it('checks every open stream again periodically and closes it once its session no longer holds', async () => {
    vi.useFakeTimers();
    const sessions = new StreamSessions(undefined);
    let valid = true;
    const close = vi.fn();
    await sessions.open({ subject: 'a:1', token: 't', stillValid: async () => valid }, close);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(close).not.toHaveBeenCalled();
    valid = false;
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(close).toHaveBeenCalledTimes(1);
    expect(sessions.openCount('a:1')).toBe(0);
  });

  it('a failed check (database unreachable) keeps the stream; a change notice checks at once', async () => {
    const sessions = new StreamSessions(undefined);
    const close = vi.fn();
    await sessions.open(
      { subject: 'u:1', token: 't', stillValid: () => Promise.reject(new Error('down')) },
      close,
    );
    await sessions.changed('u:1');
    expect(close).not.toHaveBeenCalled();
    const gone = vi.fn();
    await sessions.open({ subject: 'u:1', token: 'x', stillValid: async () => false }, gone);
    await sessions.changed('u:1');
    expect(gone).toHaveBeenCalledTimes(1);
    expect(sessions.openCount('u:1')).toBe(1);
  });

  it('caps streams per token and per subject, closing the oldest first', async () => {
    const sessions = new StreamSessions(undefined);
    const ok = async () => true;
    const closes = Array.from({ length: STREAMS_PER_SUBJECT + 2 }, () => vi.fn());
    for (let n = 0; n <= STREAMS_PER_TOKEN; n++)
      await sessions.open({ subject: 'a:2', token: 'same', stillValid: ok }, closes[n]);
    expect(closes[0]).toHaveBeenCalledTimes(1);
    expect(closes.slice(1, STREAMS_PER_TOKEN + 1).every((c) => c.mock.calls.length === 0)).toBe(true);
    for (let n = STREAMS_PER_TOKEN + 1; n < closes.length; n++)
      await sessions.open({ subject: 'a:2', token: `t${n}`, stillValid: ok }, closes[n]);
    expect(sessions.openCount('a:2')).toBe(STREAMS_PER_SUBJECT);
    expect(closes.at(-1)).not.toHaveBeenCalled();
  });
});
