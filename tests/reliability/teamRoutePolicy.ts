import type { RoutePolicy } from './routePolicy';
import type { Side, World } from './lib/world';

const owner = (pick: (s: Side) => string[]) => (w: World) => pick(w.owner);
let invited = 0;

/**
 * Access rules of the team's routes (members and approvals). Spread into ROUTE_POLICY. Who of the
 * team reaches them (the owner only for members; the owner and accounts for approvals) is checked by
 * the members' roles block of the authorization matrix, from src/contract/permissions.ts.
 */
export const TEAM_ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/members': { kind: 'agency' },
  'POST /api/members': {
    kind: 'agency',
    validBody: () => ({
      name: 'New member',
      email: `new-${++invited}-${Date.now()}@team.tn`,
      role: 'events',
    }),
  },
  'GET /api/members/:id': { kind: 'agency', params: { id: owner((s) => [s.memberId]) } },
  'PUT /api/members/:id': {
    kind: 'agency',
    validBody: () => ({ role: 'door' }),
    params: { id: owner((s) => [s.memberId]) },
  },
  'DELETE /api/members/:id': { kind: 'agency', params: { id: owner((s) => [s.memberId]) } },
  'POST /api/members/:id/invite': { kind: 'agency', params: { id: owner((s) => [s.memberId]) } },
  'GET /api/approvals': { kind: 'agency' },
  'GET /api/approvals/:id': { kind: 'agency', params: { id: owner((s) => [s.approvalId]) } },
  'POST /api/approvals/:id/approve': { kind: 'agency', params: { id: owner((s) => [s.approvalId]) } },
  'POST /api/approvals/:id/reject': { kind: 'agency', params: { id: owner((s) => [s.approvalId]) } },
};
