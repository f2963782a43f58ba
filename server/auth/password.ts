import { hash, verify } from '@node-rs/bcrypt';

const ROUNDS = Number(process.env.BCRYPT_ROUNDS ?? 10);

/**
 * bcrypt on libuv's thread pool (@node-rs/bcrypt): a hash or a check no longer holds the event loop,
 * so a storm of wrong logins does not delay the scans and pages served meanwhile. Same `$2b$` format
 * as the bcryptjs hashes written before: existing passwords keep working, nothing to migrate.
 */
export const hashPassword = (plain: string) => hash(plain, { cost: ROUNDS });

/**
 * A hash of nothing anybody knows, at the same cost as real ones: an unknown account is compared
 * against it, so that "no such email / agent" takes as long as "wrong password" (no enumeration by timing).
 */
let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hash(`no account ${Math.random()}`, { cost: ROUNDS }));

export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verify(plain, await dummyHash());
    return false;
  }
  // A malformed stored hash is a failed check, never a 500.
  return verify(plain, stored).catch(() => false);
}

/** Computes the dummy hash now, so the first unknown-account attempt is not the odd one out. */
export const warmDummyHash = () => dummyHash().then(() => undefined);
