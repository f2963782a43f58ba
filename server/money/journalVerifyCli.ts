import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { verifyJournal } from './journalVerify';

/**
 * `npm run journal:verify`: checks the hash chain of the configured database (DATA_DIR's PGlite, or
 * DATABASE_URL). Exit 0 with the number of entries, or 1 naming the first entry that does not match.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const result = await verifyJournal(database.sql);
  if (result.ok) {
    console.log(`Journal verified: ${result.count} entries, the chain holds.`);
  } else {
    const what =
      result.reason === 'link' ? 'does not follow the entry before it' : 'was changed after it was written';
    console.error(
      `Journal broken at entry seq ${result.seq} (id ${result.id}): it ${what}. ${result.count} entries before it match.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
