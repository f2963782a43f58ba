import {
  ACCOUNT_PASSWORD,
  AGENT_PASSWORD,
  OWNER_MARK,
  type Identity,
  type Side,
  type World,
} from './lib/world';
import { carBody, eventBody, reservationBody } from './lib/bodies';
import { MONEY_ROUTE_POLICY } from './moneyRoutePolicy';
import { TEAM_ROUTE_POLICY } from './teamRoutePolicy';
import { DEVICE_ROUTE_POLICY } from './deviceRoutePolicy';

/**
 * The designed access rule of every `/api` route. The authorization matrix walks the server's own
 * route table (`createApi(deps).routes`) and FAILS for any route missing here: adding a route means
 * deciding who may call it.
 *
 * Kinds:
 * - public: no session needed (login, password reset, agent login). Never a 5xx, never 401/403.
 * - session: any signed-in account (any role) gets its OWN record.
 * - agency: the ticketAgency dashboard API; resources in the path belong to the caller, others are 404.
 * - agent: the scanner's calls, with the agent session token of that event only.
 * - agencyOrAgent: the event's owner from the dashboard, or an agent of that event from the scanner.
 * - publicById: public document pages addressed by an unguessable id (invoices): no session needed.
 */
export type Kind = 'public' | 'session' | 'agency' | 'agent' | 'agencyOrAgent' | 'publicById';

export interface RoutePolicy {
  kind: Kind;
  /** Values to try, in order, for a path parameter (the first one the owner can reach is used). */
  params?: Record<string, (w: World) => string[]>;
  /** Query string added to every call (e.g. the scanner's agentId). */
  query?: (w: World) => string;
  /** A body the owner may send to prove the route works (writes default to `{}`). */
  ownerBody?: (w: World) => unknown;
  /** The path names something nobody owns (e.g. a phone lookup): another agency is answered too. */
  shared?: boolean;
  /**
   * A body the rightful caller may send and be served with (2xx): the hostile-input test mutates it
   * field by field. Without it, the route is fuzzed with free-form hostile bodies only.
   */
  validBody?: (w: World) => Record<string, unknown>;
  /** Takes multipart image uploads in this field: also attacked with disguised files. */
  multipart?: string;
}

const ticketIds = (s: Side) => [s.ticketDbId, s.ticketPublicId];
const owner = (pick: (s: Side) => string[]) => (w: World) => pick(w.owner);

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  // Foundation
  'POST /api/auth/login': {
    validBody: (w) => ({ email: w.owner.email, password: ACCOUNT_PASSWORD }),
    kind: 'public',
  },
  // The extensions this server offers: the same answer for everyone, asked before any session.
  'GET /api/capabilities': { kind: 'public' },
  'POST /api/auth/forgot-password': { validBody: (w) => ({ email: w.owner.email }), kind: 'public' },
  'POST /api/auth/reset-password': { kind: 'public' },
  // Any signed-in account changes its own password (the body proves it knows the current one).
  'POST /api/auth/change-password': {
    kind: 'session',
    ownerBody: () => ({ currentPassword: ACCOUNT_PASSWORD, newPassword: ACCOUNT_PASSWORD }),
  },
  'GET /api/users/current': { kind: 'session' },
  'GET /api/users/me': { kind: 'session' },
  'GET /api/events/current': { kind: 'agency' },

  // Events and tickets (issue 3)
  'GET /api/events': { kind: 'agency' },
  'POST /api/events': { validBody: () => eventBody(), kind: 'agency' },
  'GET /api/events/:id': { kind: 'agency', params: { id: owner((s) => [s.eventId]) } },
  'PUT /api/events/:id': {
    validBody: () => ({ isActive: false }),
    kind: 'agency',
    params: { id: owner((s) => [s.eventId]) },
  },
  'DELETE /api/events/:id': { kind: 'agency', params: { id: owner((s) => [s.eventId]) } },
  'GET /api/events/:id/stats': { kind: 'agency', params: { id: owner((s) => [s.eventId]) } },
  'GET /api/tickets/event/:id': { kind: 'agency', params: { id: owner((s) => [s.eventId]) } },
  'GET /api/tickets/event/:id/stats': { kind: 'agency', params: { id: owner((s) => [s.eventId]) } },
  'POST /api/tickets/event/:id': {
    kind: 'agency',
    params: { id: owner((s) => [s.eventId]) },
    validBody: () => ({
      customerInfo: { firstName: 'Sami', lastName: 'Ben Ali', phoneNumber: '22123456' },
      priceTier: `${OWNER_MARK} Tier`,
    }),
  },
  'GET /api/tickets/:ticketId': { kind: 'agency', params: { ticketId: owner(ticketIds) } },
  'PUT /api/tickets/:ticketId/status': {
    validBody: () => ({ status: 'cancelled' }),
    kind: 'agency',
    params: { ticketId: owner(ticketIds) },
  },

  // Security agents and scanning (issue 4)
  'GET /api/security-agents/event/:eventId': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'POST /api/security-agents/event/:eventId': {
    validBody: () => ({ name: 'Gate North', password: 'secret1' }),
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'PUT /api/security-agents/:id': {
    validBody: () => ({ isActive: false }),
    kind: 'agency',
    params: { id: owner((s) => [s.agentDbId]) },
  },
  // The organiser sets an agent's new password from its card.
  'PUT /api/security-agents/:id/password': {
    validBody: () => ({ password: 'newsecret1' }),
    kind: 'agency',
    params: { id: owner((s) => [s.agentDbId]) },
  },
  'DELETE /api/security-agents/:id': { kind: 'agency', params: { id: owner((s) => [s.agentDbId]) } },
  'POST /api/security-agents-public/login': {
    validBody: (w) => ({ agentId: w.owner.agentPublicId, password: AGENT_PASSWORD }),
    kind: 'public',
  },
  'GET /api/security-agents/event/:eventId/tickets': {
    kind: 'agent',
    params: { eventId: owner((s) => [s.eventId]) },
    query: (w) => `agentId=${w.owner.agentDbId}`,
  },
  'POST /api/security-agents/scan/:ticketId': {
    validBody: (w) => ({ agentId: w.owner.agentDbId, action: 'accept' }),
    kind: 'agent',
    params: { ticketId: owner(ticketIds) },
    ownerBody: (w) => ({ agentId: w.owner.agentDbId, action: 'reject' }),
  },
  // Offline outbox and live updates (issue 17)
  'POST /api/security-agents/sync': {
    validBody: (w) => ({
      scans: [{ nonce: 'matrix-sync-nonce-0001', ticketId: w.owner.spareTicketPublicId }],
    }),
    kind: 'agent',
  },
  // A phone reports how many admissions it holds unsent (extension deviceQueues).
  'PUT /api/security-agents/device-queue': {
    validBody: () => ({ deviceId: 'matrix-device-0001', waiting: 0 }),
    kind: 'agent',
    // Any agent reports its own phone's count: the path and body name nothing another agency owns.
    shared: true,
  },
  'GET /api/security-agents/event/:eventId/tickets/live': {
    kind: 'agent',
    params: { eventId: owner((s) => [s.eventId]) },
    query: (w) => `agentId=${w.owner.agentDbId}`,
  },
  'GET /api/security-agents/event/:eventId/live': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'GET /api/security-agents/event/:eventId/sync-summary': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  // The door: fast admission and undo (extensions fastGates, admissionUndo)
  'GET /api/security-agents/event/:eventId/gate-mode': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'PUT /api/security-agents/event/:eventId/gate-mode': {
    validBody: () => ({ mode: 'modal' }),
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'GET /api/security-agents/event/:eventId/tickets/gate-mode': {
    kind: 'agent',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  // The owner's own admission may not exist: a 409 is its answer, never another event's ticket.
  'POST /api/security-agents/scan/:ticketId/undo': {
    kind: 'agent',
    params: { ticketId: owner(ticketIds) },
    ownerBody: (w) => ({ agentId: w.owner.agentDbId }),
  },
  'POST /api/tickets/:id/undo-admission': {
    kind: 'agency',
    params: { id: owner(ticketIds) },
    ownerBody: () => ({ reason: 'Let in by mistake' }),
  },
  // Signed tickets (extension signedTickets)
  'GET /api/tickets/:ticketId/code': { kind: 'agency', params: { ticketId: owner(ticketIds) } },
  'POST /api/tickets/:ticketId/reissue': {
    validBody: () => ({ confirm: true }),
    kind: 'agency',
    params: { ticketId: owner(ticketIds) },
  },
  'POST /api/events/:id/signing-key/rotate': {
    validBody: () => ({ retirePrevious: false }),
    kind: 'agency',
    params: { id: owner((s) => [s.eventId]) },
  },
  'GET /api/security-agents/event/:eventId/tickets/signing': {
    kind: 'agent',
    params: { eventId: owner((s) => [s.eventId]) },
  },

  // Gates: check-in lists, exits, the agent's list, statistics per list and gate (extension checkInLists)
  'GET /api/checkin-lists': {
    kind: 'agency',
    query: (w) => `filter=${encodeURIComponent(JSON.stringify({ eventId: w.owner.eventId }))}`,
  },
  'POST /api/checkin-lists': {
    validBody: (w) => ({ eventId: w.owner.eventId, name: 'Side door', tierIds: [w.owner.tierId] }),
    kind: 'agency',
  },
  'GET /api/checkin-lists/:id': { kind: 'agency', params: { id: owner((s) => [s.checkInListId]) } },
  'PUT /api/checkin-lists/:id': {
    validBody: (w) => ({ eventId: w.owner.eventId, name: 'North gate', tierIds: [w.owner.tierId] }),
    kind: 'agency',
    params: { id: owner((s) => [s.checkInListId]) },
  },
  'DELETE /api/checkin-lists/:id': { kind: 'agency', params: { id: owner((s) => [s.checkInListId]) } },
  'PUT /api/security-agents/:id/checkin-list': {
    validBody: (w) => ({ checkInListId: w.owner.checkInListId }),
    kind: 'agency',
    params: { id: owner((s) => [s.agentDbId]) },
  },
  'GET /api/security-agents/event/:eventId/gate-stats': {
    kind: 'agency',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  'GET /api/security-agents/event/:eventId/tickets/checkin-list': {
    kind: 'agent',
    params: { eventId: owner((s) => [s.eventId]) },
  },
  // Not inside: a 409 is the owner's answer, never another event's ticket.
  'POST /api/security-agents/scan/:ticketId/exit': {
    kind: 'agent',
    params: { ticketId: owner(ticketIds) },
    ownerBody: (w) => ({ agentId: w.owner.agentDbId }),
  },

  // Business: managed users, funds, bank transfers, invoices (issue 5)
  'GET /api/business/lookup/:phone': {
    kind: 'agency',
    shared: true,
    params: { phone: (w) => [w.freePhone] },
  },
  'GET /api/business/get_users': { kind: 'agency' },
  'POST /api/business/add_user': { validBody: (w) => ({ phoneNumber: w.freePhone }), kind: 'agency' },
  'POST /api/business/add_funds': {
    validBody: (w) => ({ phoneNumber: w.owner.managedPhone, amount: 1.5 }),
    kind: 'agency',
  },
  'POST /api/business/bulk_add_funds': {
    validBody: (w) => ({ phoneNumbers: [w.owner.managedPhone], amount: 1 }),
    kind: 'agency',
  },
  'DELETE /api/business/delete_user/:phone': {
    kind: 'agency',
    params: { phone: owner((s) => [s.managedPhone]) },
  },
  'GET /api/business/get_transactions': { kind: 'agency' },
  // Extension 'pagedLists': the caller's own managed users and transactions, in simple-REST pages.
  'GET /api/business/users': { kind: 'agency' },
  'GET /api/business/transactions': { kind: 'agency' },
  'GET /api/business/bank_transfers': { kind: 'agency' },
  'GET /api/business/bank_transfers/:id': {
    kind: 'agency',
    params: { id: owner((s) => [s.bankTransferId]) },
  },
  'GET /api/subscription/payments': { kind: 'agency' },
  'GET /api/subscription/get-invoice/:id': {
    kind: 'agency',
    params: { id: owner((s) => [s.subscriptionId]) },
  },

  // Public invoice checks (the QR code of a printed invoice): by unguessable id, no session, no private data.
  'GET /api/public/invoices/subscription/:id': {
    kind: 'publicById',
    params: { id: owner((s) => [s.subscriptionId]) },
  },
  'GET /api/public/invoices/transfer/:id': {
    kind: 'publicById',
    params: { id: owner((s) => [s.bankTransferId]) },
  },
  'GET /api/public/invoices/reservation/:id': {
    kind: 'publicById',
    params: { id: owner((s) => [s.reservationId]) },
  },

  // Rental (issue 6)
  'POST /api/reservations/:id/documents': {
    kind: 'agency',
    multipart: 'driverLicenseFront',
    params: { id: owner((s) => [s.reservationId]) },
  },
  'GET /api/rental-cars/fleet': { kind: 'agency' },
  'POST /api/rental-cars/fleet': { validBody: () => carBody(), kind: 'agency' },
  'GET /api/rental-cars/fleet/available': { kind: 'agency' },
  'PUT /api/rental-cars/fleet/:id': {
    validBody: () => carBody(),
    kind: 'agency',
    params: { id: owner((s) => [s.carId]) },
  },
  'DELETE /api/rental-cars/fleet/:id': { kind: 'agency', params: { id: owner((s) => [s.carId]) } },
  'PUT /api/rental-cars/fleet/:id/availability': {
    validBody: () => ({ availability: 'maintenance' }),
    kind: 'agency',
    params: { id: owner((s) => [s.carId]) },
  },
  'POST /api/rental-cars/upload-images': { kind: 'agency', multipart: 'images' },
  'GET /api/rental-cars': { kind: 'agency' },
  'GET /api/reservations': { kind: 'agency' },
  'GET /api/reservations/stats': { kind: 'agency' },
  'POST /api/reservations': { validBody: (w) => reservationBody(w.owner.carId), kind: 'agency' },
  'GET /api/reservations/:id': { kind: 'agency', params: { id: owner((s) => [s.reservationId]) } },
  'PUT /api/reservations/:id': {
    validBody: () => ({ status: 'confirmed' }),
    kind: 'agency',
    params: { id: owner((s) => [s.reservationId]) },
  },
  'DELETE /api/reservations/:id': { kind: 'agency', params: { id: owner((s) => [s.reservationId]) } },
  ...MONEY_ROUTE_POLICY,
  ...TEAM_ROUTE_POLICY,
  ...DEVICE_ROUTE_POLICY,
};

/** Statuses each identity may get, by kind. `owner` is the positive control (the rightful caller). */
export type Expectation = Record<Identity | 'owner' | 'strangerAgent', number[]>;
const DENIED = [401];
export const OK_OR_INVALID = [200, 201, 204, 400, 409, 422];

export const EXPECTED: Record<Kind, Expectation> = {
  public: {
    none: OK_OR_INVALID.concat(401, 404, 429),
    expired: OK_OR_INVALID.concat(401, 404, 429),
    foreignSecret: OK_OR_INVALID.concat(401, 404, 429),
    userRole: OK_OR_INVALID.concat(401, 404, 429),
    otherAgency: OK_OR_INVALID.concat(401, 404, 429),
    agent: OK_OR_INVALID.concat(401, 404, 429),
    deleted: OK_OR_INVALID.concat(401, 404, 429),
    owner: OK_OR_INVALID.concat(401, 404, 429),
    strangerAgent: OK_OR_INVALID.concat(401, 404, 429),
  },
  publicById: {
    none: [200],
    expired: [200],
    foreignSecret: [200],
    userRole: [200],
    otherAgency: [200],
    agent: [200],
    deleted: [200],
    owner: [200],
    strangerAgent: [200],
  },
  session: {
    none: DENIED,
    expired: DENIED,
    foreignSecret: DENIED,
    userRole: [200],
    otherAgency: [200],
    agent: DENIED,
    deleted: DENIED,
    owner: [200],
    strangerAgent: DENIED,
  },
  agency: {
    none: DENIED,
    expired: DENIED,
    foreignSecret: DENIED,
    userRole: [403],
    otherAgency: [404],
    agent: DENIED,
    deleted: DENIED,
    owner: OK_OR_INVALID,
    strangerAgent: DENIED,
  },
  agent: {
    none: DENIED,
    expired: DENIED,
    foreignSecret: DENIED,
    userRole: [401, 403],
    otherAgency: [401, 403],
    agent: OK_OR_INVALID,
    deleted: DENIED,
    owner: [401, 403],
    strangerAgent: [403, 404],
  },
  agencyOrAgent: {
    none: DENIED,
    expired: DENIED,
    foreignSecret: DENIED,
    userRole: [401, 403],
    otherAgency: [404],
    agent: OK_OR_INVALID,
    deleted: DENIED,
    owner: OK_OR_INVALID,
    strangerAgent: [403, 404],
  },
};
