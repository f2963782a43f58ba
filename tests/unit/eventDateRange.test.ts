import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../src/lib/displayLocale';
import { formatDayRangeUs } from '../../src/lib/dates';
import { formatEventSpan } from '../../src/lib/eventDates';

describe('the days of a multi-day event', () => {
  it('shows the range in one month, across months and across years', () => {
    expect(formatDayRangeUs('2026-11-25', '2026-11-28')).toBe('November 25–28, 2026');
    expect(formatDayRangeUs('2026-11-30', '2026-12-02')).toBe('November 30 – December 2, 2026');
    expect(formatDayRangeUs('2026-12-31', '2027-01-02')).toBe('December 31, 2026 – January 2, 2027');
  });

  it('one day (or an unreadable end) is the day alone', () => {
    expect(formatDayRangeUs('2026-11-25', '2026-11-25')).toBe('November 25, 2026');
    expect(formatDayRangeUs('2026-11-25', '')).toBe('November 25, 2026');
    expect(formatDayRangeUs('2026-11-25', '2026-11-20')).toBe('November 25, 2026');
    expect(formatDayRangeUs('', '2026-11-25')).toBe('');
  });

  it('with the opening time on cards and tickets', () => {
    expect(formatEventSpan({ startDate: '2026-11-25', endDate: '2026-11-28', startTime: '20:00' })).toBe(
      'November 25–28, 2026, 8:00 PM',
    );
    expect(formatEventSpan({ startDate: '2030-05-01', endDate: '2030-05-01', startTime: '20:00' })).toBe(
      'May 1, 2030, 8:00 PM',
    );
  });

  describe('in Français', () => {
    afterEach(() => setDisplayLocale('default'));
    it('reads as French dates, with a 24-hour opening time', () => {
      setDisplayLocale('fr');
      expect(formatDayRangeUs('2026-11-25', '2026-11-28')).toBe('25–28 novembre 2026');
      expect(formatDayRangeUs('2026-11-30', '2026-12-02')).toBe('30 novembre – 2 décembre 2026');
      expect(formatDayRangeUs('2026-12-31', '2027-01-02')).toBe('31 décembre 2026 – 2 janvier 2027');
      expect(formatEventSpan({ startDate: '2026-11-25', endDate: '2026-11-28', startTime: '20:00' })).toBe(
        '25–28 novembre 2026 à 20:00',
      );
    });
  });
});
