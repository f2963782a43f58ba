import { describe, expect, it } from 'vitest';
import { isTimeZone, wallClock, zonedInstant } from '../../src/lib/timeZone';

describe("the business's clock", () => {
  it('reads the wall clock of a zone at an instant', () => {
    expect(wallClock(new Date('2026-11-23T08:17:00Z'), 'Africa/Tunis')).toEqual({
      date: '2026-11-23',
      time: '09:17',
    });
    expect(wallClock(new Date('2026-11-23T23:30:00Z'), 'Africa/Tunis')).toEqual({
      date: '2026-11-24',
      time: '00:30',
    });
    expect(wallClock(new Date('2026-07-01T12:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-07-01',
      time: '14:00',
    });
  });

  it('turns a venue day and time into the instant, both ways round', () => {
    expect(zonedInstant('2026-11-23', '21:04', 'Africa/Tunis').toISOString()).toBe(
      '2026-11-23T20:04:00.000Z',
    );
    expect(zonedInstant('2026-11-23', null, 'Africa/Tunis').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    const at = zonedInstant('2026-03-29', '03:30', 'Europe/Paris');
    expect(wallClock(at, 'Europe/Paris')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('agrees with Intl on both sides of summer-time changes, for every hour of those days', () => {
    for (const [zone, day] of [
      ['Europe/Paris', '2026-03-29'],
      ['Europe/Paris', '2026-10-25'],
      ['America/New_York', '2026-03-08'],
      ['Africa/Tunis', '2026-11-23'],
    ] as const) {
      for (let h = 4; h < 24; h++) {
        const time = `${String(h).padStart(2, '0')}:15`;
        expect(wallClock(zonedInstant(day, time, zone), zone), `${zone} ${day} ${time}`).toEqual({
          date: day,
          time,
        });
      }
    }
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Africa/Tunis')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
