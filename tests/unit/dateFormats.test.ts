import { describe, expect, it } from 'vitest';
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
