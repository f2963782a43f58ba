/**
 * The one format of a transaction code, for the codes the API creates and the demo data alike:
 * 'TX-' and 12 characters of the public-id alphabet (no 0/O or 1/I to confuse when read aloud).
 */
export const PUBLIC_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TRANSACTION_CODE_LENGTH = 12;
export const TRANSACTION_CODE_PATTERN = /^TX-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/;

/** A public id from a source of random indexes (`randomIndex(n)` is an integer in [0, n)). */
export function publicId(prefix: string, length: number, randomIndex: (size: number) => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PUBLIC_ID_ALPHABET[randomIndex(PUBLIC_ID_ALPHABET.length)];
  return `${prefix}-${out}`;
}

export const transactionCode = (randomIndex: (size: number) => number): string =>
  publicId('TX', TRANSACTION_CODE_LENGTH, randomIndex);
