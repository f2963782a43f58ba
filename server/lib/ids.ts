import { randomBytes, randomInt } from 'node:crypto';
import { publicId, transactionCode } from '../../src/contract/transactionCode';

/** 24 hex characters, like the production API's `_id`. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Public, human-typable identifier (no 0/O or 1/I confusion), e.g. for ticket and agent ids. */
export function newPublicId(prefix: string, length = 10): string {
  return publicId(prefix, length, randomInt);
}

/** A new transaction code, in the contract's one format ('TX-' and 12 characters). */
export const newTransactionCode = (): string => transactionCode(randomInt);

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
