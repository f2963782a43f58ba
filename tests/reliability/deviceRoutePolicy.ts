import type { RoutePolicy } from './routePolicy';
import type { Side, World } from './lib/world';

const owner = (pick: (s: Side) => string[]) => (w: World) => pick(w.owner);

/**
 * Access rules of the scanner devices' routes (extension devices). Spread into ROUTE_POLICY. The
 * organiser's calls are the event owner's (door work: the roles that reach security agents); the
 * phone's calls take an agent session token, and a phone only ever reads or unlocks itself.
 */
export const DEVICE_ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/devices/event/:eventId': { kind: 'agency', params: { eventId: owner((s) => [s.eventId]) } },
  'POST /api/devices/event/:eventId': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
    validBody: (w) => ({ agentId: w.owner.agentDbId, kiosk: true }),
  },
  'PUT /api/devices/event/:eventId/kiosk-pin': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
    validBody: () => ({ pin: '2468' }),
  },
  'PUT /api/devices/:id': {
    kind: 'agency',
    params: { id: owner((s) => [s.deviceId]) },
    validBody: () => ({ kiosk: true }),
  },
  'POST /api/devices/:id/revoke': { kind: 'agency', params: { id: owner((s) => [s.deviceId]) } },
  // Not revoked in the fixtures: the owner's answer is 409 (nothing to decide), never another's phone.
  'POST /api/devices/:id/queue': {
    kind: 'agency',
    params: { id: owner((s) => [s.deviceId]) },
    ownerBody: () => ({ decision: 'discard' }),
  },
  // The phone presents the one-time code it was shown: no session exists yet.
  'POST /api/devices/claim': { kind: 'public' },
  // A phone's own identity and kiosk unlock: the token names the phone, the path nothing else.
  'GET /api/devices/me': { kind: 'agent', shared: true },
  'POST /api/devices/me/unlock': { kind: 'agent', shared: true, ownerBody: () => ({ pin: '2468' }) },
};
