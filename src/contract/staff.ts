/**
 * Who acts for a business account. The business account itself is the `owner`; members invited by
 * it act with one of the other roles. For the API and SPEC's rule every one of them is a
 * `ticketAgency` account (src/contract/roles.ts); the role only narrows what they may do.
 */
export const STAFF_ROLES = ['owner', 'events', 'door', 'accounts', 'rental'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const OWNER_ROLE: StaffRole = 'owner';

/** The person behind a dashboard request: the owner (memberId null) or one of its members. */
export interface Staff {
  memberId: string | null;
  name: string;
  role: StaffRole;
}
