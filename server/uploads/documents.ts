import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservations, type VerificationDocuments } from '../db/schema';
import { signUploadPath, uploadFolder } from './signedUrl';
import { DOCUMENT_FIELDS } from '../../src/contract/documents';

/** The same documents with short-lived signed links in place of their paths (the client puts them in `<img src>`). */
export function signDocuments(
  secret: string,
  docs: VerificationDocuments | null | undefined,
): VerificationDocuments | null {
  if (!docs) return null;
  const out: VerificationDocuments = { ...docs };
  for (const f of DOCUMENT_FIELDS) if (out[f]) out[f] = signUploadPath(secret, out[f]);
  return out;
}

/** Every stored file path the documents name. */
export const documentPaths = (docs: VerificationDocuments | null | undefined): string[] =>
  docs ? DOCUMENT_FIELDS.map((f) => docs[f]).filter((p): p is string => Boolean(p)) : [];

/**
 * Deletes document files that no reservation names any more (call after the row is deleted or its
 * documents replaced). A file still named elsewhere (the demo data shares its pictures) stays.
 */
export async function removeUnreferencedDocuments(db: Db, dataDir: string, paths: string[]): Promise<void> {
  for (const p of paths) {
    if (uploadFolder(p) !== 'documents') continue;
    const [still] = await db
      .select({ one: sql<number>`1` })
      .from(reservations)
      .where(sql`position(${p} in ${reservations.verificationDocuments}::text) > 0`)
      .limit(1);
    if (still) continue;
    await unlink(path.join(dataDir, p)).catch(() => {});
  }
}
