/**
 * POST /api/security-agents/scan/{ticketId}: what the agent decides for a ticket (SPEC §4), and at
 * which step. Plain constants, no zod: the door scanner imports them and its download carries no
 * validation library (the server builds its schema from them).
 */
export const SCAN_ACTIONS = ['accept', 'reject'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

/**
 * `stage` is an extension of the reference server: 'scan' for the first scan of a ticket,
 * 'decision' for the verification modal's answer; other servers ignore it.
 */
export const SCAN_STAGES = ['scan', 'decision'] as const;
export type ScanStage = (typeof SCAN_STAGES)[number];

/**
 * A scan's nonce (reference-server extension, with `deviceAt`, the device's clock): the first scan,
 * the modal's decision and the offline outbox all carry the same one, so that the server takes a
 * retry, or a call whose answer came late, for the same scan. 128 random bits in hex on the device.
 */
export const SCAN_NONCE = /^[A-Za-z0-9_-]{16,64}$/;
