import type { RoutePolicy } from './routePolicy';
import type { Side, World } from './lib/world';

const owner = (pick: (s: Side) => string[]) => (w: World) => pick(w.owner);

/**
 * Access rules of the routes issue 18 adds (journal, payments, subscriptions list, issuer).
 * Spread into ROUTE_POLICY: `...MONEY_ROUTE_POLICY`.
 */
export const MONEY_ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/journal': { kind: 'agency' },
  'GET /api/payments': { kind: 'agency' },
  'GET /api/payments/totals': { kind: 'agency' },
  'GET /api/subscriptions': { kind: 'agency' },
  'GET /api/public/issuer': { kind: 'public' },
  'GET /api/reservations/:id/payments': {
    kind: 'agency',
    params: { id: owner((s) => [s.reservationId]) },
  },
  'POST /api/reservations/:id/payments': {
    kind: 'agency',
    validBody: () => ({ status: 'paid', method: 'card', amount: 10 }),
    params: { id: owner((s) => [s.reservationId]) },
  },
  // Statements and reversals: the caller's own balance, its own users' and its own transfers.
  'GET /api/business/statements/me': { kind: 'agency', query: () => 'from=2026-01-01&to=2026-12-31' },
  'GET /api/business/statements/users/:userId': {
    kind: 'agency',
    query: () => 'from=2026-01-01&to=2026-12-31',
    params: { userId: owner((s) => [s.managedUserId]) },
  },
  'POST /api/business/transfers/:transferId/reverse': {
    kind: 'agency',
    validBody: () => ({ amount: 5 }),
    params: { transferId: owner((s) => [s.fundTransferId]) },
  },
};
