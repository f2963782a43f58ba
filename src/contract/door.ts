import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { nonEmpty } from './primitives';
import { GATE_MODES, UNDO_REASON_MAX } from './scanDecision';

/**
 * The door's extensions beyond SPEC §7 (`fastGates`, `admissionUndo`): the organiser's switch of an
 * event's gates and the undo of a wrong admission. The scanner's download carries no zod: it sends
 * these bodies as plain objects built from ./scanDecision's constants.
 */

/** PUT /api/security-agents/event/{eventId}/gate-mode (organiser). */
export const gateModeBody = z.object({ mode: z.enum(GATE_MODES, { error: M.choice }) });

/** POST /api/tickets/{id}/undo-admission (organiser): the reason is required. */
export const organiserUndoBody = z.object({ reason: nonEmpty(UNDO_REASON_MAX) });

/** POST /api/security-agents/scan/{ticketId}/undo (agent, own admission within 2 minutes). */
export const agentUndoBody = z.object({
  agentId: z.string().min(1).max(100).optional(),
  reason: z.string().trim().max(UNDO_REASON_MAX, M.tooLong).optional(),
});
