import type { ApiJournalEntry } from '../../contract/payments';
import { ShowLink } from '../../layout/ShowLink';
import { recordName } from './journalColumns';

/**
 * The record an entry is about, as people know it. A reservation's name links to its detail
 * (its payments and timeline), unless the entry is the one that deleted it.
 */
export function JournalRecord({ entry }: { entry: ApiJournalEntry }) {
  const name = recordName(entry);
  if (entry.entity !== 'reservation' || entry.action === 'reservation.deleted') return <>{name}</>;
  return (
    <ShowLink resource="reservations" id={entry.entityId}>
      {name}
    </ShowLink>
  );
}
