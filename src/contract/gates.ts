/**
 * Check-in lists at the door (extension `checkInLists`), without zod: the scanner imports these and
 * its download carries no validation library (./checkInLists.ts holds the organiser's form schema).
 */

/** Why a gate refused a scan; the statistics count refusals per reason (src/lib/gateRules.ts). */
export const GATE_REFUSAL_REASONS = [
  'wrongList',
  'outsideWindow',
  'noReentry',
  'notInside',
  'alreadyScanned',
  'cancelled',
  'notFound',
  'rejectedByAgent',
  'other',
] as const;
export type GateRefusalReason = (typeof GATE_REFUSAL_REASONS)[number];

/** A list as the door knows it: the tiers by id (the server) and by name (the phone's tickets). */
export interface GateList {
  id: string;
  name: string;
  tierIds: string[];
  tierNames: string[];
  /** ISO instants, or null: no limit on that side. */
  startsAt: string | null;
  endsAt: string | null;
  allowReentry: boolean;
}

/**
 * GET /api/security-agents/event/{eventId}/tickets/checkin-list: the agent's list (null: none, every
 * tier at any time) and the event's other lists, to name the right gate; kept with the device copy.
 */
export interface AgentGates {
  list: GateList | null;
  lists: GateList[];
}

/** The scanner's two modes: entry (SPEC's scan) or exit (a guest going out). */
export const GATE_DIRECTIONS = ['entry', 'exit'] as const;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];

/**
 * What a queued scan is, in the sync (`kind`, absent: an admission): an exit, or a refusal the
 * device made offline, sent with its words so that the statistics count it once, with its reason.
 */
export const SYNC_KINDS = ['entry', 'exit', 'refusal'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** One row of the gates' statistics: a list (or an agent) with its counts. */
export interface GateFigures {
  admitted: number;
  exited: number;
  insideNow: number;
  refused: Partial<Record<GateRefusalReason, number>>;
}

/** GET /api/security-agents/event/{eventId}/gate-stats. */
export interface GateStats {
  insideNow: number;
  lists: Array<GateFigures & { id: string | null; name: string | null }>;
  gates: Array<GateFigures & { id: string; name: string; listId: string | null }>;
}
