import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dateFormat,
  formatDateFr,
  formatDateTimeFr,
  formatLongDateUs,
  formatShortDateTimeUs,
} from '../../src/lib/dates';
import { formatEventMoment, formatTimeUs } from '../../src/lib/eventDates';

describe('date formats (SPEC §9)', () => {
  const at = new Date(2026, 10, 22, 21, 4);

  it('read the same as the browser formats them', () => {
    expect(formatDateFr(at)).toBe('22/11/2026');
    expect(formatDateTimeFr(at)).toBe(
      at.toLocaleString('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    expect(formatShortDateTimeUs(at)).toBe('Nov 22, 2026, 9:04 PM');
    expect(formatLongDateUs('2026-11-22')).toBe('November 22, 2026');
    expect(formatTimeUs('20:00')).toBe('8:00 PM');
    expect(formatEventMoment('2026-12-13', '20:00')).toBe('December 13, 2026, 8:00 PM');
  });

  it('build each format once', () => {
    const options = { month: 'long', year: 'numeric' } as const;
    expect(dateFormat('en-US', options)).toBe(dateFormat('en-US', { ...options }));
    expect(dateFormat('fr-FR', options)).not.toBe(dateFormat('en-US', options));
  });
});

describe('en-US dates written out without Intl (events list, statistics)', () => {
  // Newer ICU puts a narrow no-break space before AM/PM; the text is otherwise the same.
  const intl = (d: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', options).format(d).replace(/\u202f/g, ' ');

  it('give what Intl gives for every day from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47_846 }), (days) => {
        const d = new Date(1970, 0, 1 + days);
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        const expected = intl(d, { month: 'long', day: 'numeric', year: 'numeric' });
        expect(formatLongDateUs(iso)).toBe(expected);
        expect(formatLongDateUs(d)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('give what Intl gives for every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      const d = new Date(2000, 0, 1, Math.floor(minute / 60), minute % 60);
      expect(formatTimeUs(`${hh}:${mm}`)).toBe(intl(d, { hour: 'numeric', minute: '2-digit' }));
    }
  });
});
