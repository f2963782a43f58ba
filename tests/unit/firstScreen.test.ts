import { describe, expect, it } from 'vitest';
import { isEventsListPath } from '../../src/lib/firstScreen';

describe('the dashboard’s first page', () => {
  it('is the events list, at /dashboard or /dashboard/events', () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/events', '/dashboard/events/'])
      expect(isEventsListPath(path), path).toBe(true);
  });

  it('is not an event, another area or a public page', () => {
    for (const path of [
      '/',
      '/dashboard/events/create',
      '/dashboard/events/e1',
      '/dashboard/users',
      '/invoice/r1',
    ])
      expect(isEventsListPath(path), path).toBe(false);
  });
});
