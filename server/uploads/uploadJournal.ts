import type { Db } from '../db/client';
import type { UserRow } from '../env';
import { byAccount, writeJournal } from '../money/journal';

/**
 * Files stored before any row names them (a car's pictures, uploaded while its form is open): the
 * upload is one journal entry of its own, written once the files are on disk. Its record is the
 * first file's path; the entry lists them all.
 */
export async function journalUpload(db: Db, user: UserRow, kind: 'car-images', paths: string[]) {
  if (paths.length === 0) return;
  await db.transaction((tx) =>
    writeJournal(tx, byAccount(user), [
      {
        action: 'document.uploaded',
        entity: 'upload',
        entityId: paths[0],
        before: null,
        after: { kind, files: paths.length, paths },
      },
    ]),
  );
}
