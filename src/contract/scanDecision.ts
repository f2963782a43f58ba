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
