import { randomBytes, randomInt } from 'node:crypto';

/** 24 hex characters, like the production API's `_id`. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

const PUBLIC_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Public, human-typable identifier (no 0/O or 1/I confusion), e.g. for ticket and agent ids. */
export function newPublicId(prefix: string, length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PUBLIC_ALPHABET[randomInt(PUBLIC_ALPHABET.length)];
  return `${prefix}-${out}`;
}

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
