import { describe, expect, it } from 'vitest';
import { parseAlreadyScanned, replayVerdict } from '../../src/lib/scannerReplay';

const ctx = { agentName: 'Gate B' };
/** An ISO time whose local wall clock is hh:mm today. */
/** hh:mm today on the business's clock (Africa/Tunis, UTC+1 in winter), whatever the test machine's zone. */
const todayAt = (hh: number, mm: number) => {
  const d = new Date('2026-11-24T00:00:00Z');
  d.setUTCHours(hh - 1, mm, 0, 0);
  return d.toISOString();
};

describe("the server's 'already scanned' text", () => {
  it('gives who and when, the day only when it was not today', () => {
    expect(parseAlreadyScanned('Ticket already scanned at 21:04 by Gate A')).toEqual({
      day: null,
      time: '21:04',
      by: 'Gate A',
    });
    expect(parseAlreadyScanned('Ticket already scanned on Nov 23 at 9:05 by Porte Nord 2')).toEqual({
      day: 'Nov 23',
      time: '09:05',
      by: 'Porte Nord 2',
    });
    expect(parseAlreadyScanned('Ticket already scanned')).toEqual({ day: null, time: null, by: null });
    expect(parseAlreadyScanned('Ticket already scanned by Gate A')).toEqual({
      day: null,
      time: null,
      by: 'Gate A',
    });
    expect(parseAlreadyScanned('Ticket has been cancelled')).toBeNull();
  });
});

describe('what a refused step of a replayed admission means', () => {
  it('no answer, a server in trouble, a refused session or too many calls: tried again later', () => {
    for (const status of [0, 500, 502, 503, 401, 403, 408, 429])
      expect(replayVerdict(status, 'x', ctx)).toEqual({ kind: 'retry' });
  });

  it('another gate first: a conflict with who and when, as the answer says them', () => {
    expect(replayVerdict(409, 'Ticket already scanned at 21:04 by Gate A', ctx)).toEqual({
      kind: 'conflict',
      by: 'Gate A',
      time: '21:04',
    });
    expect(replayVerdict(409, 'Ticket already scanned on Nov 23 at 21:04 by Gate A', ctx)).toEqual({
      kind: 'conflict',
      by: 'Gate A',
      time: 'Nov 23 21:04',
    });
  });

  it('this same agent: its own earlier attempt (a crash between the steps), not a conflict', () => {
    expect(replayVerdict(409, 'Ticket already scanned at 21:04 by Gate B', ctx)).toEqual({ kind: 'own' });
  });

  it('an unnamed refusal is ours only after an attempt of our own, at or after its time', () => {
    const message = (hhmm: string) => `Ticket already scanned at ${hhmm}`;
    expect(replayVerdict(409, message('21:04'), ctx)).toMatchObject({ kind: 'conflict', by: null });
    const attempted = { ...ctx, attemptedAt: todayAt(21, 3) };
    expect(replayVerdict(409, message('21:04'), attempted)).toEqual({ kind: 'own' });
    expect(replayVerdict(409, message('21:00'), attempted)).toEqual({ kind: 'own' }); // clocks a little apart
    expect(replayVerdict(409, message('20:30'), attempted)).toMatchObject({
      kind: 'conflict',
      time: '20:30',
    });
    expect(replayVerdict(409, 'Ticket already scanned', attempted)).toEqual({ kind: 'own' });
    expect(replayVerdict(409, 'Ticket already scanned on Nov 23 at 21:04', attempted)).toMatchObject({
      kind: 'conflict',
    });
  });

  it("any other refusal is final, with the server's reason", () => {
    expect(replayVerdict(409, 'Ticket has been cancelled', ctx)).toEqual({
      kind: 'refused',
      message: 'Ticket has been cancelled',
    });
    expect(replayVerdict(404, 'Ticket not found for this event', ctx)).toEqual({
      kind: 'refused',
      message: 'Ticket not found for this event',
    });
  });
});
