/**
 * The dashboard's first page: the events list (`/dashboard`, `/dashboard/events`). Its data and the
 * catalog namespaces it shows leave before the rest of the dashboard's (src/firstList.ts,
 * src/i18n/initialCatalog.ts).
 */
export const isEventsListPath = (path: string): boolean =>
  path === '/dashboard' ||
  path === '/dashboard/' ||
  path === '/dashboard/events' ||
  path === '/dashboard/events/';
