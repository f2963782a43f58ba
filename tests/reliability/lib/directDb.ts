import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';

/** Opens the database a (stopped, for PGlite) server process used, to check what really is on disk. */
export async function openServerDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pgdata'));
}
