import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cars, reservations } from '../db/schema';
import { uploadFolder } from './signedUrl';
import { incomingDir } from './multipart';

/** How often each instance looks for abandoned uploads (and once at start). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * Advisory lock between the sweep and the writes that attach an upload to a row: a write holds it
 * shared until it commits, the sweep holds it exclusively from its reference check to the unlink.
 * So a file an instance has just attached is never deleted by another one.
 */
const UPLOAD_REFERENCES_LOCK = 7240003;

/** Taken (shared) in the transaction of every write that names uploaded files (car images, documents). */
export async function holdUploadReferences(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${UPLOAD_REFERENCES_LOCK})`);
}

/** The folders swept, each with the query saying whether a row still names a file of it. */
const SWEPT: Record<string, (tx: Tx, p: string) => Promise<boolean>> = {
  cars: async (tx, p) =>
    (
      await tx
        .select({ one: sql<number>`1` })
        .from(cars)
        .where(sql`position(${p} in ${cars.images}::text) > 0`)
        .limit(1)
    ).length > 0,
  documents: async (tx, p) =>
    (
      await tx
        .select({ one: sql<number>`1` })
        .from(reservations)
        .where(sql`position(${p} in ${reservations.verificationDocuments}::text) > 0`)
        .limit(1)
    ).length > 0,
};

/**
 * Deletes uploaded car pictures and identity documents that no row names and that are older than
 * the grace period (an upload waiting for its form to be saved is younger). Other folders (receipts)
 * are left alone. Returns the paths removed.
 */
export async function sweepUploads(
  db: Db,
  dataDir: string,
  opts: { graceMs: number; now?: number },
): Promise<string[]> {
  const cutoff = (opts.now ?? Date.now()) - opts.graceMs;
  const removed: string[] = [];
  for (const [folder, isReferenced] of Object.entries(SWEPT)) {
    const dir = path.join(dataDir, 'uploads', folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const p = `/uploads/${folder}/${name}`;
      if (uploadFolder(p) !== folder) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs > cutoff) continue;
      // The reference is checked right before the unlink, under the exclusive lock (see above).
      const gone = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_REFERENCES_LOCK})`);
        if (await isReferenced(tx, p)) return false;
        return unlink(file).then(
          () => true,
          () => false,
        );
      });
      if (gone) removed.push(p);
    }
  }
  await removeStaleIncoming(dataDir, cutoff);
  return removed;
}

/** Half-received uploads a stopped process left behind (a request in progress keeps writing its file). */
async function removeStaleIncoming(dataDir: string, cutoff: number) {
  const dir = incomingDir(dataDir);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs <= cutoff) await unlink(file).catch(() => undefined);
  }
}

/**
 * Sweeps at once and then every `SWEEP_EVERY_MS` (the timer does not keep the process alive).
 * `stop()` ends the timer and waits for a sweep in progress (before the database is closed).
 */
export function startUploadSweeper(
  db: Db,
  dataDir: string,
  graceMs: number,
  log: (m: string) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running
      .then(() => sweepUploads(db, dataDir, { graceMs }))
      .then(
        (removed) => {
          if (removed.length > 0) log(`Removed ${removed.length} unused uploaded file(s).`);
        },
        (err: unknown) =>
          log(`Unused uploads not swept: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`),
      );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
