import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, HttpError } from '../lib/httpError';

export interface StoredResult<T> {
  status: ContentfulStatusCode;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

interface StoredResponse {
  fingerprint: string;
  body: unknown;
}

/** The HTTP answer of an idempotent request: a replay says so in `Idempotent-Replayed`. */
export function answerStored<T>(c: Context, result: StoredResult<T>) {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, result.status);
}

/** How long a key protects against a replay; older keys are dropped when the account sends a new one. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/**
 * Runs `work` in one database transaction, and when an Idempotency-Key is given records its result
 * in the same transaction: a retry with that key gets the first answer back without running `work`
 * again. The key row is inserted first, so a concurrent duplicate waits on it (PostgreSQL blocks on
 * the unique key until the first transaction ends) and then reads the committed answer. A failed
 * request rolls back its key too, so it can be retried. The same key with another body is refused.
 */
export async function idempotent<T>(
  // A transaction too (an approval executes inside its own): the work then runs in a savepoint.
  db: Db | Tx,
  opts: { userId: string; key: string | undefined; route: string; request: unknown },
  work: (tx: Tx) => Promise<{ status: ContentfulStatusCode; body: T }>,
): Promise<StoredResult<T>> {
  const { userId, key, route } = opts;
  if (key === undefined) return db.transaction(async (tx) => ({ ...(await work(tx)), replayed: false }));
  if (!KEY_PATTERN.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or - _ . :');
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([route, opts.request]))
    .digest('hex');

  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        route,
        status: 0,
        response: { fingerprint, body: null } satisfies StoredResponse,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      const stored = row?.response as StoredResponse | undefined;
      if (!row || !stored || row.status === 0)
        throw new HttpError(409, 'This request is already being processed');
      if (row.route !== route || stored.fingerprint !== fingerprint) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      }
      return { status: row.status as ContentfulStatusCode, body: stored.body as T, replayed: true };
    }
    const result = await work(tx);
    const [stored] = await tx
      .update(idempotencyKeys)
      .set({ status: result.status, response: { fingerprint, body: result.body } satisfies StoredResponse })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .returning({ response: idempotencyKeys.response });
    // The first answer is the stored one too (jsonb orders keys its own way): replays are byte for byte the same.
    return { status: result.status, body: (stored.response as StoredResponse).body as T, replayed: false };
  });
}
