import { describe, expect, it } from 'vitest';
import { bookingPeriod } from '../../src/lib/reservationForm';

describe('bookingPeriod (the dates that decide which vehicles are free)', () => {
  it('is the two days once both are real and in order', () => {
    expect(bookingPeriod('2030-06-10', '2030-06-15')).toEqual({ from: '2030-06-10', to: '2030-06-15' });
    expect(bookingPeriod('2030-06-10', '2030-06-10')).toEqual({ from: '2030-06-10', to: '2030-06-10' });
    expect(bookingPeriod('2030-06-10T00:00:00.000Z', '2030-06-11')).toEqual({
      from: '2030-06-10',
      to: '2030-06-11',
    });
  });

  it('is null while a date is missing, incomplete, not a real day, or the return comes first', () => {
    expect(bookingPeriod('', '2030-06-15')).toBeNull();
    expect(bookingPeriod('2030-06-10', undefined)).toBeNull();
    expect(bookingPeriod('invalid', '2030-06-15')).toBeNull();
    expect(bookingPeriod('2030-02-30', '2030-03-02')).toBeNull();
    expect(bookingPeriod('2030-06-15', '2030-06-10')).toBeNull();
  });
});
