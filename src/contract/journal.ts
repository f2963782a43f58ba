/**
 * What the journal records (GET /api/journal, issue 18): each entry's action and the kind of record
 * it is about. The server writes only these; the Journal list filters by them. No zod here: the
 * dashboard's list imports it.
 */
export const JOURNAL_ACTIONS = [
  'balance.opening',
  'funds.added',
  'funds.bulk_added',
  'reservation.created',
  'reservation.status',
  'reservation.deleted',
  'payment.recorded',
  'payment.status',
  'ticket.status',
  'bank_transfer.status',
  'agent.activation',
  'funds.reversed',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_ENTITIES = [
  'balance',
  'reservation',
  'ticket',
  'bank-transfer',
  'security-agent',
] as const;
export type JournalEntity = (typeof JOURNAL_ENTITIES)[number];
