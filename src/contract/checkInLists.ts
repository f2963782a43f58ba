import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { nonEmpty } from './primitives';

/** The longest name a check-in list may have. */
export const CHECKIN_LIST_NAME_MAX = 80;

const instant = z.iso.datetime({ offset: true, error: M.date }).nullish();

/**
 * POST /api/checkin-lists and PUT /api/checkin-lists/{id} (extension `checkInLists`): a gate's name,
 * the tiers it admits (price tier ids of the event), an optional window and its re-entry rule.
 */
export const checkInListBody = z
  .object({
    eventId: z.string({ error: M.required }).min(1, M.required).max(24, M.invalid),
    name: nonEmpty(CHECKIN_LIST_NAME_MAX),
    tierIds: z.array(z.string().min(1).max(24), { error: M.tierRequired }).min(1, M.tierRequired),
    startsAt: instant,
    endsAt: instant,
    allowReentry: z.boolean({ error: M.invalid }).default(false),
  })
  .refine((v) => !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt), {
    message: M.endBeforeStart,
    path: ['endsAt'],
  });
export type CheckInListBody = z.infer<typeof checkInListBody>;

/** PUT /api/security-agents/{id}/checkin-list: the list an agent's gate admits for (null: none). */
export const agentListBody = z.object({
  checkInListId: z.string().min(1).max(24).nullable(),
});
