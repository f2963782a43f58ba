import type { Tx } from '../db/client';
import type { UserRow } from '../env';
import { reservations } from '../db/schema';
import { byAccount, writeJournal } from '../money/journal';
import { changedFields, pick } from '../money/journalDiff';

type ReservationRow = typeof reservations.$inferSelect;

/** What an edit of the whole form can change (status and payment have entries of their own). */
const EDITABLE = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'licenseNumber',
  'cinNumber',
  'carId',
  'pickupDate',
  'returnDate',
  'pickupTime',
  'returnTime',
  'pickupLocation',
  'returnLocation',
  'totalDays',
  'dailyRate',
  'totalAmount',
  'commissionAmount',
  'notes',
] as const;

/** The journal entry of a reservation's form edit: the fields it changed, nothing if none. */
export async function journalReservationEdit(
  tx: Tx,
  user: UserRow,
  before: ReservationRow,
  after: ReservationRow,
) {
  const diff = changedFields(pick(before, EDITABLE), pick(after, EDITABLE));
  if (!diff) return;
  await writeJournal(tx, byAccount(user), [
    {
      action: 'reservation.updated',
      entity: 'reservation',
      entityId: before.id,
      before: { ...diff.before, name: before.customerName },
      after: diff.after,
    },
  ]);
}
