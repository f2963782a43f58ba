/**
 * What the journal records (GET /api/journal): each entry's action and the kind of record it is
 * about. The server writes only these; the Journal list filters by them and its catalogs label
 * each one (`resources.journal.actions.*`, `resources.journal.entities.*`). No zod here: the
 * dashboard's list imports it.
 */
export const JOURNAL_ACTIONS = [
  'balance.opening',
  'funds.added',
  'funds.bulk_added',
  'managed_user.added',
  'managed_user.deleted',
  'reservation.created',
  'reservation.updated',
  'reservation.status',
  'reservation.deleted',
  'payment.recorded',
  'payment.status',
  'document.uploaded',
  'event.created',
  'event.updated',
  'event.deleted',
  'price_tier.created',
  'price_tier.updated',
  'price_tier.deleted',
  'ticket.created',
  'ticket.status',
  'ticket.admitted',
  'ticket.refused',
  'ticket.admission_undone',
  'ticket.code_reissued',
  'event.signing_key_rotated',
  'bank_transfer.status',
  'agent.created',
  'agent.activation',
  'agent.password',
  'agent.deleted',
  'agent.signed_in',
  'car.created',
  'car.updated',
  'car.deleted',
  'car.availability',
  'funds.reversed',
  'member.invited',
  'member.updated',
  'member.removed',
  'approval.requested',
  'approval.rejected',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_ENTITIES = [
  'balance',
  'managed-user',
  'reservation',
  'event',
  'price-tier',
  'ticket',
  'bank-transfer',
  'security-agent',
  'car',
  'upload',
  'member',
  'approval',
] as const;
export type JournalEntity = (typeof JOURNAL_ENTITIES)[number];
