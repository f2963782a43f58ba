import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dateFormat,
  formatDateFr,
  formatDateTimeFr,
  formatLongDateUs,
  formatShortDateTimeUs,
} from '../../src/lib/dates';
import { formatEventMoment, formatTimeUs } from '../../src/lib/eventDates';
import { setDisplayLocale } from '../../src/lib/displayLocale';

describe('date formats (SPEC §9)', () => {
  // 21:04 on the business's clock (Africa/Tunis, UTC+1), given as the API gives instants.
  const at = '2026-11-22T20:04:00.000Z';

  it('read the same as the browser formats them', () => {
    expect(formatDateFr(at)).toBe('22/11/2026');
    expect(formatDateTimeFr(at)).toBe(
      new Date(at).toLocaleString('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Tunis',
      }),
    );
    expect(formatDateTimeFr(at)).toContain('21:04');
    expect(formatShortDateTimeUs(at)).toBe('Nov 22, 2026, 9:04 PM');
    expect(formatLongDateUs('2026-11-22')).toBe('November 22, 2026');
    expect(formatTimeUs('20:00')).toBe('8:00 PM');
    expect(formatEventMoment('2026-12-13', '20:00')).toBe('December 13, 2026, 8:00 PM');
  });

  it("show instants on the business's clock: just before midnight UTC is already the next day in Tunis", () => {
    expect(formatDateFr('2026-11-22T23:30:00.000Z')).toBe('23/11/2026');
    expect(formatShortDateTimeUs('2026-11-23T08:17:00.000Z')).toBe('Nov 23, 2026, 9:17 AM');
    expect(formatLongDateUs('2026-11-22T23:30:00.000Z')).toBe('November 23, 2026');
    // Calendar days stay the days they are.
    expect(formatDateFr('2026-11-22')).toBe('22/11/2026');
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

describe('event dates in Français', () => {
  afterEach(() => setDisplayLocale('default'));

  it('follow French: long month, 24-hour clock, short month', () => {
    setDisplayLocale('fr');
    expect(formatLongDateUs('2026-12-17')).toBe('17 décembre 2026');
    expect(formatTimeUs('20:00')).toBe('20:00');
    expect(formatTimeUs('8:05')).toBe('08:05');
    expect(formatEventMoment('2026-12-17', '20:00')).toBe('17 décembre 2026 à 20:00');
    expect(formatShortDateTimeUs('2026-11-22T20:04:00.000Z')).toBe(
      new Intl.DateTimeFormat('fr-FR', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Tunis',
      }).format(new Date('2026-11-22T20:04:00.000Z')),
    );
    expect(formatShortDateTimeUs('2026-11-22T20:04:00.000Z')).toMatch(/^22 nov\. 2026.*21:04$/);
  });

  it('give what Intl gives in fr-FR for every day from 1970 to 2100', () => {
    setDisplayLocale('fr');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47_846 }), (days) => {
        const d = new Date(1970, 0, 1 + days);
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        expect(formatLongDateUs(iso)).toBe(
          new Intl.DateTimeFormat('fr-FR', { month: 'long', day: 'numeric', year: 'numeric' }).format(d),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('stay en-US in the default locale and in English (SPEC §9)', () => {
    for (const locale of ['default', 'en'] as const) {
      setDisplayLocale(locale);
      expect(formatEventMoment('2026-12-17', '20:00')).toBe('December 17, 2026, 8:00 PM');
    }
  });
});
