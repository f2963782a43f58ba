import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { migrate } from '../../server/db/migrate';
import { openPostgres, type Database } from '../../server/db/client';
import { testConfig, type TestContext } from './harness';
import { createAccount } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { scratchPgDatabase } from '../reliability/lib/pgDatabase';

/**
 * Two API instances on one PostgreSQL (each with its own pool and its own LISTEN connection, as two
 * processes behind a load balancer): an admission through one reaches an agent connected to the
 * other, through the database's notifications alone.
 */
let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
let first: Database;
let second: Database;
const config = testConfig();
let one: TestContext;
let two: TestContext;

beforeAll(async () => {
  scratch = await scratchPgDatabase('scanlive');
  first = await openPostgres(scratch.url);
  await first.withConnection(migrate);
  second = await openPostgres(scratch.url);
  one = { app: createApi(buildDeps(config, first, () => {})), database: first, config } as TestContext;
  two = { app: createApi(buildDeps(config, second, () => {})), database: second, config } as TestContext;
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await scratch?.drop();
});

describe('live across API instances on one PostgreSQL', () => {
  it('an admission through instance one reaches a gate listening on instance two', async () => {
    const owner = await createAccount(one);
    const eventId = await insertEvent(one, owner.id);
    const a = await insertAgent(one, eventId, { name: 'Gate A' });
    const b = await insertAgent(one, eventId, { name: 'Gate B', password: 'agent456' });
    const t = await insertTicket(one, eventId);
    const tokenA = await agentLogin(one, a);
    const tokenB = await agentLogin(two, b);

    const res = await two.app.request(`/api/security-agents/event/${eventId}/tickets/live`, {
      headers: { Authorization: `Bearer ${tokenB}`, Accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += new TextDecoder().decode(value);
      }
    };
    await until('event: ready');

    const scan = await one.app.request(`/api/security-agents/scan/${t.ticketId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenA}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ agentId: a.id, action: 'accept', stage: 'scan' }),
    });
    expect(scan.status).toBe(200);
    // How soon it arrives is measured by `npm run bench`; here, that it arrives on the other instance.
    await until(`"t":"${t.ticketId}"`);
    expect(text).toContain(`"by":"Gate A"`);
    await reader.cancel();
  });
});
