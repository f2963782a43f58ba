import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_STATUSES, eventStatus, isEventStatus, statusAt } from '../../src/contract/eventStatus';
import { zonedInstant } from '../../src/lib/timeZone';

const event = { startDate: '2030-05-01', startTime: '20:00', endDate: '2030-05-02', endTime: '01:30' };
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant given as the venue's wall clock in Tunis (the business's default zone). */
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  new Date(
    zonedInstant(`${y}-${pad(mo)}-${pad(d)}`, `${pad(h)}:${pad(mi)}`, 'Africa/Tunis').getTime() + s * 1000,
  );

afterEach(() => vi.useRealTimers());

describe('event display state from the clock (SPEC §4, date plus time, inclusive)', () => {
  it('is upcoming before the start minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at(2030, 5, 1, 19, 59, 59));
    expect(eventStatus(event)).toBe('upcoming');
  });

  it('is ongoing exactly at the start', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at(2030, 5, 1, 20, 0));
    expect(eventStatus(event)).toBe('ongoing');
  });

  it('is ongoing across midnight and through the whole end minute', () => {
    expect(eventStatus(event, at(2030, 5, 2, 0, 15))).toBe('ongoing');
    expect(eventStatus(event, at(2030, 5, 2, 1, 30))).toBe('ongoing');
    expect(eventStatus(event, at(2030, 5, 2, 1, 30, 59))).toBe('ongoing');
  });

  it('is ended after the end', () => {
    expect(eventStatus(event, at(2030, 5, 2, 1, 31))).toBe('ended');
  });

  it('uses the time, not only the date: same day but earlier time is still upcoming', () => {
    expect(eventStatus(event, at(2030, 5, 1, 12, 0))).toBe('upcoming');
    expect(eventStatus({ ...event, startTime: '09:00' }, at(2030, 5, 1, 12, 0))).toBe('ongoing');
  });

  it("reads the venue's clock, not the browser's: 19:30 UTC is 20:30 in Tunis but 14:30 in New York", () => {
    const now = new Date('2030-05-01T19:30:00Z');
    expect(eventStatus(event, now, 'Africa/Tunis')).toBe('ongoing');
    expect(eventStatus(event, now, 'America/New_York')).toBe('upcoming');
  });

  it('is unknown when the event is not loaded', () => {
    expect(eventStatus(null)).toBe('unknown');
    expect(eventStatus(undefined)).toBe('unknown');
  });
});

describe('the rule on wall-clock text (shared with the server SQL)', () => {
  it('is inclusive at both ends, to the minute', () => {
    expect(statusAt('2030-05-01 20:00', '2030-05-02 01:30', '2030-05-01 19:59')).toBe('upcoming');
    expect(statusAt('2030-05-01 20:00', '2030-05-02 01:30', '2030-05-01 20:00')).toBe('ongoing');
    expect(statusAt('2030-05-01 20:00', '2030-05-02 01:30', '2030-05-02 01:30')).toBe('ongoing');
    expect(statusAt('2030-05-01 20:00', '2030-05-02 01:30', '2030-05-02 01:31')).toBe('ended');
  });

  it('reads a full ISO date, an unpadded hour and a missing time; an unreadable schedule is unknown', () => {
    const now = at(2030, 5, 1, 9, 10);
    expect(eventStatus({ ...event, startDate: '2030-05-01T00:00:00.000Z', startTime: '9:05' }, now)).toBe(
      'ongoing',
    );
    expect(eventStatus({ ...event, startTime: '' }, now)).toBe('ongoing');
    expect(eventStatus({ ...event, startTime: 'soon' }, now)).toBe('unknown');
    expect(eventStatus({ ...event, endDate: 'May 2' }, now)).toBe('unknown');
  });

  it('names the list filter values', () => {
    expect(EVENT_STATUSES).toEqual(['upcoming', 'ongoing', 'ended']);
    expect(isEventStatus('ongoing')).toBe(true);
    expect(isEventStatus('unknown')).toBe(false);
  });
});
