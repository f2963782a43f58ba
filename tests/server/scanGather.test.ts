import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, createTestContext, type TestContext } from './harness';
import { insertAgent, insertEvent, insertTicket } from './scanFixtures';
import type { ScanRequest } from '../../server/scan/scanTicket';
import { ScanBatcher, type ArrivalSource } from '../../server/scan/scanBatcher';
import type { Db } from '../../server/db/client';
import { nextTurn } from '../../server/lib/nextTurn';
import { warmScanStatements } from '../../server/scan/scanStatements';
import { scanLog } from '../../server/db/schema';

/**
 * Group commit waits for the scans still on their way (clients connecting, tokens and bodies being
 * checked) before it writes a batch: on the embedded database a batch holds the event loop, so a scan
 * left out waits for the whole batch, and a client still connecting is not even accepted meanwhile.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** The database, counting the transactions (= batches) written through it. */
function countingDb(db: Db) {
  const counter = { transactions: 0 };
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction') {
        return (...args: Parameters<Db['transaction']>) => {
          counter.transactions++;
          return target.transaction(...args);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: counted, counter };
}

async function world() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const t1 = await insertTicket(ctx, eventId);
  const t2 = await insertTicket(ctx, eventId);
  const req = (ref: string): ScanRequest => ({
    agentDbId: agent.id,
    eventId,
    ref,
    action: 'accept',
    stage: 'scan',
  });
  return { req, t1, t2 };
}

describe('scan batches gather the scans on their way', () => {
  it('a scan whose checks are under way joins the batch being gathered', async () => {
    const { req, t1, t2 } = await world();
    const { db, counter } = countingDb(ctx.database.db);
    const batcher = new ScanBatcher(db);
    const checked = batcher.arriving();
    const first = batcher.scan(req(t1.ticketId));
    for (let i = 0; i < 3; i++) await nextTurn();
    checked();
    const second = batcher.scan(req(t2.ticketId));
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(counter.transactions).toBe(1);
  });

  it('keeps gathering while connections and requests keep arriving', async () => {
    const { req, t1, t2 } = await world();
    const { db, counter } = countingDb(ctx.database.db);
    let reads = 0;
    // Something new arrives at each of the next six turns (clients still connecting).
    const source: ArrivalSource = {
      get arrivals() {
        return Math.min(reads++, 6);
      },
    };
    const batcher = new ScanBatcher(db, source);
    const first = batcher.scan(req(t1.ticketId));
    for (let i = 0; i < 2; i++) await nextTurn();
    const second = batcher.scan(req(t2.ticketId));
    await Promise.all([first, second]);
    expect(counter.transactions).toBe(1);
  });

  it('an idle server writes at once, and a scan that never arrives holds the batch only briefly', async () => {
    const { req, t1, t2 } = await world();
    const { db, counter } = countingDb(ctx.database.db);
    const batcher = new ScanBatcher(db);
    const first = batcher.scan(req(t1.ticketId));
    for (let i = 0; i < 3; i++) await nextTurn();
    const second = batcher.scan(req(t2.ticketId));
    await Promise.all([first, second]);
    expect(counter.transactions).toBe(2);

    batcher.arriving(); // never queued nor refused
    const third = await batcher.scan(req(t1.ticketId));
    expect(third).toMatchObject({ ok: false, status: 409 });
  });
});

describe('start-up warm-up of the scan statements', () => {
  it('runs every statement of a batch and leaves nothing behind', async () => {
    const { req, t1 } = await world();
    const log = await ctx.database.db.select().from(scanLog);
    await warmScanStatements(ctx.database.db);
    expect(await ctx.database.db.select().from(scanLog)).toEqual(log);
    // The database is usable right after (the warm-up transaction is closed, its locks released).
    const outcome = await new ScanBatcher(ctx.database.db).scan(req(t1.ticketId));
    expect(outcome).toMatchObject({ ok: true, result: 'accepted' });
  });
});
