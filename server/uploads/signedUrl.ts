import { createHmac, timingSafeEqual } from 'node:crypto';

/** Folders whose files anyone may read by URL: car pictures shown to the public. Everything else is signed. */
export const PUBLIC_UPLOAD_FOLDERS = new Set(['cars']);
/** How long a signed link works at least, and the step its expiry is rounded to (stable URLs, browser cache). */
const TTL_S = 30 * 60;
const STEP_S = 10 * 60;
const UPLOAD_PATH = /^\/uploads\/([a-z]+)\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('upload links').digest();
const mac = (secret: string, path: string, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${path}\n${expires}`).digest('base64url');

/** The folder of an upload path, or null when the path is not one `saveUpload` makes. */
export function uploadFolder(path: string): string | null {
  return UPLOAD_PATH.exec(path)?.[1] ?? null;
}

/**
 * A short-lived link to a private upload (identity documents, receipts): `path?expires=…&sig=…`,
 * an HMAC of the path and expiry. Public car pictures and foreign URLs are returned unchanged.
 */
export function signUploadPath(secret: string, path: string, now = Date.now()): string {
  const folder = uploadFolder(path);
  if (!folder || PUBLIC_UPLOAD_FOLDERS.has(folder)) return path;
  const expires = Math.ceil((now / 1000 + TTL_S) / STEP_S) * STEP_S;
  return `${path}?expires=${expires}&sig=${mac(secret, path, expires)}`;
}

/** Whether a request for `path` may read the file: public folder, or a valid, unexpired signature. */
export function mayReadUpload(
  secret: string,
  path: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  const folder = uploadFolder(path);
  if (!folder) return false;
  if (PUBLIC_UPLOAD_FOLDERS.has(folder)) return true;
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, path, Number(expires)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
