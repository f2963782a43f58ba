import { sql } from 'drizzle-orm';
import type { KeyObject } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import type { ServerConfig } from '../config';
import {
  formatTicketCode,
  fromBase64url,
  parseTicketCode,
  signedTicketMessage,
  toBase64url,
  type CodeRefusal,
  type CodeRevocation,
  type SigningKeyInfo,
  type SigningStateResponse,
} from '../../src/contract/signedTickets';
import {
  newSealedKeyPair,
  openPrivateKey,
  publicKeyObject,
  signBytes,
  vaultKey,
  verifyBytes,
} from './keyVault';

type Runner = Db | Tx;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type KeyConfig = Pick<ServerConfig, 'ticketSigningKey' | 'jwtSecret'>;

interface KeyRow {
  version: number;
  public_key: string;
  private_key: string;
  retired: boolean;
}

/** The ticket fields a code is made of. */
export interface CodeTicket {
  ticketId: string;
  eventId: string;
  tierName: string;
  codeVersion: number;
}

async function keyRows(db: Runner, eventId: string): Promise<KeyRow[]> {
  return rowsOf<KeyRow>(
    await db.execute(sql`
      SELECT version, public_key, private_key, retired_at IS NOT NULL AS retired
      FROM event_signing_keys WHERE event_id = ${eventId} ORDER BY version`),
  );
}

/**
 * The event's keys, oldest first, its first one made when none exists yet (at the first code shown or
 * the first scanner's download, whichever comes first; two at once make one).
 */
export async function eventKeys(db: Runner, config: KeyConfig, eventId: string): Promise<KeyRow[]> {
  const rows = await keyRows(db, eventId);
  if (rows.length) return rows;
  const sealed = newSealedKeyPair(vaultKey(config), eventId, 1);
  await db.execute(sql`
    INSERT INTO event_signing_keys (event_id, version, public_key, private_key)
    VALUES (${eventId}, 1, ${sealed.publicKey}, ${sealed.privateKey})
    ON CONFLICT (event_id, version) DO NOTHING`);
  return keyRows(db, eventId);
}

/** Decrypted private keys, by event and version: decrypted once per process. */
const opened = new Map<string, KeyObject>();

function privateKeyOf(config: KeyConfig, eventId: string, row: KeyRow): KeyObject {
  const id = `${eventId}:${row.version}:${row.public_key}`;
  let key = opened.get(id);
  if (!key) {
    key = openPrivateKey(vaultKey(config), eventId, row.version, row.private_key);
    opened.set(id, key);
  }
  return key;
}

/** The ticket's current code, signed with the event's newest key. */
export async function ticketCode(db: Runner, config: KeyConfig, ticket: CodeTicket) {
  const keys = await eventKeys(db, config, ticket.eventId);
  const key = keys[keys.length - 1];
  const fields = {
    ticketId: ticket.ticketId,
    tier: ticket.tierName,
    codeVersion: ticket.codeVersion,
    keyVersion: key.version,
  };
  const signature = signBytes(
    privateKeyOf(config, ticket.eventId, key),
    signedTicketMessage(ticket.eventId, fields),
  );
  return { ...fields, code: formatTicketCode({ ...fields, signature: toBase64url(signature) }) };
}

/**
 * A new key version for the event; every code shown from now on is signed with it. With
 * `retirePrevious` (a key may have leaked) the older keys are retired: scanners stop admitting their
 * codes on the signature alone (the device's copy still admits the ticket by its id).
 */
export async function rotateEventKey(
  tx: Runner,
  config: KeyConfig,
  eventId: string,
  retirePrevious: boolean,
): Promise<{ version: number; retired: number[] }> {
  await eventKeys(tx, config, eventId);
  // One rotation of an event at a time.
  await tx.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`);
  const [{ next }] = rowsOf<{ next: number }>(
    await tx.execute(
      sql`SELECT coalesce(max(version), 0) + 1 AS next FROM event_signing_keys WHERE event_id = ${eventId}`,
    ),
  );
  const version = Number(next);
  const sealed = newSealedKeyPair(vaultKey(config), eventId, version);
  await tx.execute(sql`
    INSERT INTO event_signing_keys (event_id, version, public_key, private_key)
    VALUES (${eventId}, ${version}, ${sealed.publicKey}, ${sealed.privateKey})`);
  const retired = retirePrevious
    ? rowsOf<{ version: number }>(
        await tx.execute(sql`
          UPDATE event_signing_keys SET retired_at = now()
          WHERE event_id = ${eventId} AND version < ${version} AND retired_at IS NULL
          RETURNING version`),
      ).map((r) => Number(r.version))
    : [];
  return { version, retired };
}

/**
 * What a scanner needs to check codes offline: the event's public keys, and its revoked codes (all
 * of them, or those recorded after `since`), with the cursor for the next delta.
 */
export async function signingState(
  db: Runner,
  config: KeyConfig,
  eventId: string,
  since: string | undefined,
): Promise<SigningStateResponse['data']> {
  const keys: SigningKeyInfo[] = (await eventKeys(db, config, eventId)).map((k) => ({
    version: Number(k.version),
    publicKey: k.public_key,
    retired: Boolean(k.retired),
  }));
  const after = since && /^\d{1,18}$/.test(since) ? since : null;
  if (after !== null) {
    const rows = rowsOf<{ id: string; ticket_id: string; below: number | null }>(
      await db.execute(sql`
        SELECT id::text AS id, ticket_id, below FROM ticket_code_revocations
        WHERE event_id = ${eventId} AND id > ${after}::bigint ORDER BY id`),
    );
    return {
      keys,
      revoked: rows.map((r) => ({ ticketId: r.ticket_id, below: r.below === null ? null : Number(r.below) })),
      cursor: rows.length ? rows[rows.length - 1].id : after,
      full: false,
    };
  }
  // The cursor first: a revocation recorded meanwhile comes again in the next delta (harmless).
  const [{ cursor }] = rowsOf<{ cursor: string }>(
    await db.execute(
      sql`SELECT coalesce(max(id), 0)::text AS cursor FROM ticket_code_revocations WHERE event_id = ${eventId}`,
    ),
  );
  const revoked = rowsOf<{ ticket_id: string; below: number | null }>(
    await db.execute(sql`
      SELECT ticket_id, CASE WHEN status IN ('cancelled', 'refunded') THEN NULL ELSE code_version END AS below
      FROM tickets
      WHERE event_id = ${eventId} AND (status IN ('cancelled', 'refunded') OR code_version > 1)`),
  ).map((r): CodeRevocation => ({ ticketId: r.ticket_id, below: r.below === null ? null : Number(r.below) }));
  return { keys, revoked, cursor, full: true };
}

/**
 * The server's own reading of a code (the tests', and any tool's): refused with the scanner's reasons,
 * or the ticket id it names. Retired keys are not trusted.
 */
export async function checkCodeOnServer(
  db: Runner,
  config: KeyConfig,
  eventId: string,
  text: string,
): Promise<{ ok: true; ticketId: string } | { ok: false; reason: CodeRefusal }> {
  const read = parseTicketCode(text);
  if (read.kind === 'altered') return { ok: false, reason: 'altered' };
  if (read.kind === 'plain') return { ok: true, ticketId: read.ticketId };
  const key = (await eventKeys(db, config, eventId)).find((k) => Number(k.version) === read.keyVersion);
  if (!key || key.retired) return { ok: false, reason: 'unknownKey' };
  const signature = fromBase64url(read.signature);
  const valid =
    signature !== null &&
    verifyBytes(publicKeyObject(key.public_key), signedTicketMessage(eventId, read), signature);
  if (!valid) return { ok: false, reason: 'altered' };
  const [ticket] = rowsOf<{ status: string; code_version: number }>(
    await db.execute(sql`
      SELECT status, code_version FROM tickets WHERE event_id = ${eventId} AND ticket_id = ${read.ticketId}`),
  );
  if (!ticket || ticket.status === 'cancelled' || ticket.status === 'refunded')
    return { ok: false, reason: 'revoked' };
  if (read.codeVersion < Number(ticket.code_version)) return { ok: false, reason: 'reissued' };
  return { ok: true, ticketId: read.ticketId };
}
