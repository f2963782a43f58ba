export const EVENTS_PAGE_SIZE = 10;

/** GET /api/events for one page of the events list, optionally filtered by computed status. */
export function eventsListPath(page: number, perPage: number, status?: string): string {
  const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
  if (status && status !== 'all') query.set('status', status);
  return `/api/events?${query}`;
}
