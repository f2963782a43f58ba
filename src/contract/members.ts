import { z } from 'zod';
import { MESSAGES } from './messages';
import { STAFF_ROLES, type StaffRole } from './staff';

/**
 * The `members` extension (src/contract/extensions.ts): a business's team, simple-REST shaped
 * (`GET/POST /api/members`, `GET/PUT/DELETE /api/members/{id}`, `POST /api/members/{id}/invite`).
 * The owner is the business account itself and is not a member: a member's role is any other.
 */
export const MEMBER_ROLES = STAFF_ROLES.filter((r): r is Exclude<StaffRole, 'owner'> => r !== 'owner');
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface ApiMember {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  isActive: boolean;
  lastLogin: string | null;
  /** Invited, no password chosen yet. */
  invited: boolean;
  /**
   * The invitation link, in the answer of an invitation (create, resend) when the server sends no
   * mail (no SMTP): the owner passes it on.
   */
  invitationLink?: string;
}

const name = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(120, MESSAGES.tooLong);
const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(320, MESSAGES.tooLong)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email);
const role = z.enum(MEMBER_ROLES, { error: MESSAGES.choice });

/** POST /api/members: the invitation. */
export const inviteMemberBody = z.object({ name, email, role });
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** PUT /api/members/{id}: a new name or role, or (de)activation; other fields are ignored. */
export const updateMemberBody = z.object({
  name: name.optional(),
  role: role.optional(),
  isActive: z.boolean({ error: MESSAGES.invalid }).optional(),
});

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const MEMBER_MESSAGES = {
  notFound: 'Member not found',
  emailTaken: 'This email already has an account',
  invited: 'Invitation sent',
  invitationShown: 'No mail server is configured: pass the invitation link on to the member',
  notInvitable: 'This member has already set a password',
  nothingToChange: 'Nothing to change: send a name, a role or isActive',
} as const;
