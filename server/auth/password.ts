import bcrypt from 'bcryptjs';

const ROUNDS = Number(process.env.BCRYPT_ROUNDS ?? 10);

export const hashPassword = (plain: string) => bcrypt.hash(plain, ROUNDS);

/**
 * A hash of nothing anybody knows, at the same cost as real ones: an unknown account is compared
 * against it, so that "no such email / agent" takes as long as "wrong password" (no enumeration by timing).
 */
let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= bcrypt.hash(`no account ${Math.random()}`, ROUNDS));

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(plain, await dummyHash());
    return false;
  }
  return bcrypt.compare(plain, hash);
}

/** Computes the dummy hash now, so the first unknown-account attempt is not the odd one out. */
export const warmDummyHash = () => dummyHash().then(() => undefined);
