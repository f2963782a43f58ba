import { describe, expect, it } from 'vitest';
import { isMenuPathActive } from '../../src/lib/menuPath';

describe('the side menu entry of the current page', () => {
  it('is the page itself or a page below it', () => {
    expect(isMenuPathActive('/dashboard/events', '/dashboard/events')).toBe(true);
    expect(isMenuPathActive('/dashboard/events', '/dashboard/events/')).toBe(true);
    expect(isMenuPathActive('/dashboard/events', '/dashboard/events/e1/edit')).toBe(true);
  });

  it('is not a page whose address only starts with the same letters, nor another area', () => {
    expect(isMenuPathActive('/dashboard/events', '/dashboard/events-archive')).toBe(false);
    expect(isMenuPathActive('/dashboard/users', '/dashboard/transactions')).toBe(false);
    expect(isMenuPathActive('/dashboard/events/e1/tickets', '/dashboard/events/e1')).toBe(false);
  });

  it('never takes sign-out (/) for a dashboard page', () => {
    expect(isMenuPathActive('/', '/dashboard/events')).toBe(false);
  });
});
