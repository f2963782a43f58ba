import type { SqlRunner } from '../db/client';
import { firstBreak, GENESIS_HASH, type ChainedFields } from './journalChain';

interface StoredEntry extends ChainedFields {
  seq: number;
  prevHash: string;
  hash: string;
}

export type VerifyResult =
  | { ok: true; count: number }
  | { ok: false; count: number; seq: number; id: string; reason: 'link' | 'content' };

const PAGE = 5000;

/**
 * Walks the whole journal in seq order, a page at a time, and recomputes every hash from the row as
 * stored. `count` is the number of entries checked (all of them when the chain holds).
 */
export async function verifyJournal(sql: SqlRunner): Promise<VerifyResult> {
  let prev = GENESIS_HASH;
  let afterSeq = 0;
  let count = 0;
  for (;;) {
    const rows = await sql.query<StoredEntry>(
      `SELECT seq::float8 AS "seq", id, journal_time_text(created_at) AS "createdAt",
              account_id AS "accountId", actor_id AS "actorId", actor, action, entity,
              entity_id AS "entityId", before, after, idempotency_key AS "idempotencyKey",
              prev_hash AS "prevHash", hash
         FROM journal WHERE seq > $1 ORDER BY seq LIMIT ${PAGE}`,
      [afterSeq],
    );
    const broken = firstBreak(rows, prev);
    if (broken) {
      const at = rows.indexOf(broken.row);
      return { ok: false, count: count + at, seq: broken.row.seq, id: broken.row.id, reason: broken.reason };
    }
    count += rows.length;
    if (rows.length < PAGE) return { ok: true, count };
    prev = rows[rows.length - 1].hash;
    afterSeq = rows[rows.length - 1].seq;
  }
}
