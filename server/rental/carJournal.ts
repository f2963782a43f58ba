import type { Tx } from '../db/client';
import type { UserRow } from '../env';
import { cars } from '../db/schema';
import { byAccount, writeJournal, type JournalAction } from '../money/journal';
import { changedFields, pick } from '../money/journalDiff';

type CarRow = typeof cars.$inferSelect;

/** What the journal keeps of a car: every column its owner edits. */
const CAR_FIELDS = [
  'mark',
  'model',
  'year',
  'color',
  'licensePlate',
  'condition',
  'type',
  'dailyRate',
  'securityDeposit',
  'features',
  'description',
  'category',
  'fuelType',
  'seatingCapacity',
  'transmission',
  'images',
  'availability',
] as const;

const carFields = (row: Partial<CarRow>) => pick(row as CarRow, CAR_FIELDS);

/**
 * The journal entry of a car's change, in the transaction that makes it. An edit records only the
 * fields it changed, and nothing when it changed none; an availability switch is its own action.
 */
export async function journalCar(
  tx: Tx,
  user: UserRow,
  action: Extract<JournalAction, `car.${string}`>,
  before: CarRow | null,
  after: CarRow | null,
) {
  const entityId = (after ?? before)?.id;
  if (!entityId) return;
  if (before && after) {
    const diff = changedFields(carFields(before), carFields(after));
    if (!diff) return;
    await writeJournal(tx, byAccount(user), [{ action, entity: 'car', entityId, ...diff }]);
    return;
  }
  await writeJournal(tx, byAccount(user), [
    {
      action,
      entity: 'car',
      entityId,
      before: before && carFields(before),
      after: after && carFields(after),
    },
  ]);
}
