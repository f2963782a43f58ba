/**
 * The calls of SPEC §7, which the production API answers, plus the two SPEC's screens make without
 * showing them (ticket creation and one ticket's detail). Everything else the reference server
 * offers is an extension (src/contract/extensions.ts). The SPEC-only profile of the reference server
 * (`API_PROFILE=spec`) mounts only these, and the client tests' default msw handlers answer 404 to
 * anything else, as the production API does.
 */
export interface SpecRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with `:name` segments, as Hono writes them. */
  path: string;
  /** The query parameters SPEC names; the production API ignores any other. */
  query?: readonly string[];
}

const PAGE_QUERY = ['page', 'limit', 'status'] as const;

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { method: 'POST', path: '/api/auth/login' },
  { method: 'GET', path: '/api/users/current' },
  { method: 'GET', path: '/api/users/me' },
  { method: 'GET', path: '/api/events/current' },
  { method: 'GET', path: '/api/business/lookup/:phone' },
  { method: 'GET', path: '/api/business/get_users' },
  { method: 'POST', path: '/api/business/add_user' },
  { method: 'POST', path: '/api/business/add_funds' },
  { method: 'POST', path: '/api/business/bulk_add_funds' },
  { method: 'DELETE', path: '/api/business/delete_user/:phone' },
  { method: 'GET', path: '/api/business/get_transactions' },
  { method: 'GET', path: '/api/business/bank_transfers' },
  { method: 'GET', path: '/api/business/bank_transfers/:id' },
  { method: 'GET', path: '/api/subscription/get-invoice/:id' },
  { method: 'GET', path: '/api/rental-cars/fleet' },
  { method: 'POST', path: '/api/rental-cars/upload-images' },
  { method: 'POST', path: '/api/rental-cars/fleet' },
  { method: 'PUT', path: '/api/rental-cars/fleet/:id' },
  { method: 'DELETE', path: '/api/rental-cars/fleet/:id' },
  { method: 'PUT', path: '/api/rental-cars/fleet/:id/availability' },
  { method: 'GET', path: '/api/rental-cars/fleet/available' },
  { method: 'GET', path: '/api/rental-cars' },
  { method: 'GET', path: '/api/reservations' },
  { method: 'GET', path: '/api/reservations/stats' },
  { method: 'POST', path: '/api/reservations' },
  { method: 'PUT', path: '/api/reservations/:id' },
  { method: 'DELETE', path: '/api/reservations/:id' },
  { method: 'GET', path: '/api/reservations/:id' },
  { method: 'GET', path: '/api/events', query: PAGE_QUERY },
  { method: 'GET', path: '/api/events/:id' },
  { method: 'GET', path: '/api/events/:id/stats' },
  { method: 'POST', path: '/api/events' },
  { method: 'PUT', path: '/api/events/:id' },
  { method: 'DELETE', path: '/api/events/:id' },
  { method: 'GET', path: '/api/tickets/event/:id', query: PAGE_QUERY },
  { method: 'GET', path: '/api/tickets/event/:id/stats' },
  { method: 'PUT', path: '/api/tickets/:ticketId/status' },
  { method: 'GET', path: '/api/security-agents/event/:eventId' },
  { method: 'POST', path: '/api/security-agents/event/:eventId' },
  { method: 'PUT', path: '/api/security-agents/:id' },
  { method: 'DELETE', path: '/api/security-agents/:id' },
  { method: 'POST', path: '/api/security-agents-public/login' },
  { method: 'GET', path: '/api/security-agents/event/:eventId/tickets', query: ['agentId'] },
  { method: 'POST', path: '/api/security-agents/scan/:ticketId' },
  // Not in SPEC §7's table, but made by SPEC's screens (ticket creation, the ticket detail tab).
  { method: 'POST', path: '/api/tickets/event/:id' },
  { method: 'GET', path: '/api/tickets/:ticketId' },
];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/** The SPEC route a call is, or undefined for an extension's (or an unknown) call. HEAD is a GET. */
export function specRouteOf(method: string, path: string): SpecRoute | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return SPEC_ROUTES.find((r) => r.method === verb && matches(r.path, path));
}
