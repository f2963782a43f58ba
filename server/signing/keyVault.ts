import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { ServerConfig } from '../config';
import { fromBase64url, toBase64url } from '../../src/contract/signedTickets';

/**
 * An event's Ed25519 key pair at rest: the public key as its raw 32 bytes (base64url, what scanners
 * get), the private key as PKCS#8 encrypted with AES-256-GCM under the configuration's key
 * (TICKET_SIGNING_KEY), bound to its event and version (the GCM's additional data), so that a row
 * copied to another event or version does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`.
 */

/** The 32-byte encryption key: TICKET_SIGNING_KEY (hex or base64), else derived from the JWT secret. */
export function vaultKey(config: Pick<ServerConfig, 'ticketSigningKey' | 'jwtSecret'>): Buffer {
  const given = config.ticketSigningKey;
  if (given) return /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'ticket-signing', 'key-vault', 32));
}

const additionalData = (eventId: string, version: number) => Buffer.from(`${eventId}:${version}`);

export interface SealedKeyPair {
  publicKey: string;
  privateKey: string;
}

export function newSealedKeyPair(key: Buffer, eventId: string, version: number): SealedKeyPair {
  const pair = generateKeyPairSync('ed25519');
  const der = pair.privateKey.export({ format: 'der', type: 'pkcs8' });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(eventId, version));
  const body = Buffer.concat([cipher.update(der), cipher.final()]);
  return {
    publicKey: rawPublicKey(pair.publicKey),
    privateKey: ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : toBase64url(p)))
      .join('.'),
  };
}

/** The private key back; throws when the configuration's key is not the one it was sealed with. */
export function openPrivateKey(key: Buffer, eventId: string, version: number, sealed: string): KeyObject {
  const [format, iv, tag, body] = sealed.split('.');
  const bytes = [iv, tag, body].map((p) => fromBase64url(p ?? ''));
  if (format !== 'v1' || bytes.some((b) => !b)) throw new Error('Unreadable ticket signing key');
  const [ivBytes, tagBytes, bodyBytes] = bytes as Uint8Array[];
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
  decipher.setAAD(additionalData(eventId, version));
  decipher.setAuthTag(tagBytes);
  const der = Buffer.concat([decipher.update(bodyBytes), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/** The raw 32 bytes of an Ed25519 public key, base64url (the end of its SPKI encoding). */
function rawPublicKey(publicKey: KeyObject): string {
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return toBase64url(spki.subarray(spki.length - 32));
}

/** SPKI prefix of an Ed25519 public key (RFC 8410): the raw 32 bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function publicKeyObject(raw: string): KeyObject {
  const bytes = fromBase64url(raw);
  if (!bytes || bytes.length !== 32) throw new Error('Not an Ed25519 public key');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bytes]), format: 'der', type: 'spki' });
}

export const signBytes = (privateKey: KeyObject, message: Uint8Array) => sign(null, message, privateKey);
export const verifyBytes = (publicKey: KeyObject, message: Uint8Array, signature: Uint8Array) =>
  verify(null, message, publicKey, signature);
