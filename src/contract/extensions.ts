/**
 * What a server may offer beyond SPEC §7. The production API offers none of these; the reference
 * server offers all of them unless it runs the SPEC-only profile. The app learns the list once per
 * session from `GET /api/capabilities` (a 404 there means SPEC only) and shows a feature only when
 * its extension is listed.
 */
export const EXTENSIONS = [
  /** `GET /api/journal`: the tamper-evident record of actions. */
  'journal',
  /** `GET/POST /api/payments` and its totals: the reservations' payments ledger. */
  'payments',
  /** `GET /api/subscriptions`: the subscriptions list. */
  'subscriptions',
  /** `POST /api/security-agents/sync`: the scanner's offline outbox in one idempotent batch. */
  'scanSync',
  /** Server-sent ticket changes for the scanner and the dashboard. */
  'liveStreams',
  /** `PUT /api/security-agents/device-queue`: scanners report their unsent admissions, shown per agent. */
  'deviceQueues',
  /** `POST /api/auth/forgot-password` and `/reset-password`. */
  'passwordReset',
  /** Public invoice views (`/api/public/...`). */
  'publicInvoices',
  /** `GET /api/public/issuer`: the business details printed on invoices. */
  'issuer',
  /** `PUT /api/security-agents/{id}/password`: the organiser sets an agent's new password. */
  'agentPasswords',
  /** `POST /api/reservations/{id}/documents`: the customer's licence and CIN images. */
  'reservationDocuments',
  /** Paged, filtered and sorted managed users and transactions (simple-REST shaped). */
  'pagedLists',
  /** `GET /api/business/statements/...`: a balance's movements with a running balance, between two days. */
  'statements',
  /** `POST /api/business/transfers/{id}/reverse`: a mistaken transfer cancelled by a linked one. */
  'reversals',
  /** `GET /api/rental-cars/fleet/available?from&to`: every car, free or not for a period, and why not. */
  'datedAvailability',
  /**
   * `GET/PUT /api/security-agents/event/{eventId}/gate-mode` and stage 'fast' of a scan: the organiser
   * switches an event's gates to admit a valid ticket at once (with Undo) instead of SPEC's modal.
   */
  'fastGates',
  /**
   * `POST /api/security-agents/scan/{ticketId}/undo` (the agent's own admission, within 2 minutes) and
   * `POST /api/tickets/{id}/undo-admission` (the organiser, any time, with a reason).
   */
  'admissionUndo',
  /** `GET/POST /api/members`, `PUT/DELETE /api/members/{id}`: a business's team, with roles. */
  'members',
  /** `GET /api/approvals`, `POST /api/approvals/{id}/approve|reject`: funds above a threshold wait for a second person. */
  'approvals',
  /**
   * Check-in lists (`/api/checkin-lists`, `/api/security-agents/...`): gates admitting some tiers in a
   * time window, exit scans and re-entry, agents assigned to a list, and statistics per list and gate.
   */
  'checkInLists',
  /**
   * `/api/devices/...`: phones enrolled by a one-time QR code, each with its own session bound to one
   * agent and one event, listed with their last contact, revoked at once, and kiosk mode with the
   * organiser's PIN (docs/devices.md).
   */
  'devices',
  /**
   * Signed ticket codes (src/contract/signedTickets.ts): `GET /api/tickets/{id}/code`, `POST
   * /api/tickets/{id}/reissue`, `POST /api/events/{id}/signing-key/rotate`, and the scanner's keys and
   * revoked codes (`GET /api/security-agents/event/{eventId}/tickets/signing`): a ticket sold after a
   * phone's download is admitted offline on its signature.
   */
  'signedTickets',
  /**
   * `GET /api/security-agents/event/{eventId}/tickets?q=`: the scanner's search answered by the server
   * while the phone's copy of a large event downloads (src/contract/ticketSearch.ts).
   */
  'ticketSearch',
] as const;

export type Extension = (typeof EXTENSIONS)[number];

/** `GET /api/capabilities`: the extensions this server offers. */
export interface CapabilitiesResponse {
  extensions: Extension[];
}

export const CAPABILITIES_PATH = '/api/capabilities';

/** Keeps only names this build knows: a newer server may list more. */
export function knownExtensions(list: unknown): Extension[] {
  if (!Array.isArray(list)) return [];
  return EXTENSIONS.filter((e) => list.includes(e));
}
