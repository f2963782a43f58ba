/**
 * POST /api/security-agents/scan/{ticketId}: what the agent decides for a ticket (SPEC §4), and at
 * which step. Plain constants, no zod: the door scanner imports them and its download carries no
 * validation library (the server builds its schema from them).
 */
export const SCAN_ACTIONS = ['accept', 'reject'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

/**
 * `stage` is an extension of the reference server: 'scan' for the first scan of a ticket,
 * 'decision' for the verification modal's answer; other servers ignore it. 'fast' (extension
 * `fastGates`) admits at once, final, with no modal: only at an event whose gates are in fast mode.
 */
export const SCAN_STAGES = ['scan', 'decision', 'fast'] as const;
export type ScanStage = (typeof SCAN_STAGES)[number];

/**
 * A scan's nonce (reference-server extension, with `deviceAt`, the device's clock): the first scan,
 * the modal's decision and the offline outbox all carry the same one, so that the server takes a
 * retry, or a call whose answer came late, for the same scan. 128 random bits in hex on the device.
 */
export const SCAN_NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** How an event's gates admit (extension `fastGates`): SPEC's verification modal, or at once with Undo. */
export const GATE_MODES = ['modal', 'fast'] as const;
export type GateMode = (typeof GATE_MODES)[number];

/** The refusal of a 'fast' scan at an event whose gates use the modal (the scanner falls back to it). */
export const FAST_MODE_OFF = 'Fast admission is off for this event';

/** How long an agent may undo their own admission (extension `admissionUndo`); the organiser, always. */
export const AGENT_UNDO_WINDOW_MS = 2 * 60 * 1000;
/** How long the fast mode's green screen offers Undo. */
export const FAST_UNDO_SHOWN_MS = 10_000;
/** The longest reason an undo may give. */
export const UNDO_REASON_MAX = 200;
