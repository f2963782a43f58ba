export const EVENTS_PAGE_SIZE = 10;

/** GET /api/events for one page of the events list, optionally filtered by computed status. */
export function eventsListPath(page: number, perPage: number, status?: string): string {
  const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
  if (status && status !== 'all') query.set('status', status);
  return `/api/events?${query}`;
}

/** The events list's first page with default parameters: what the entry script asks for early. */
export const EVENTS_FIRST_PAGE_PATH = eventsListPath(1, EVENTS_PAGE_SIZE);
