import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { events } from '../../server/db/schema';
import { withTiers } from '../../server/routes/events';

// An organiser with more events than the protocol's 65,535 bind parameters (it counts them in 16
// bits): `withTiers` reads the tiers of any number of events with one array parameter (one parameter
// per event failed from 65,535 on), and the events list (at most 100 a page) stays right at that
// size. Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (tests/server/harness.ts).
// The events are seeded set-based (a few seconds).
const SIZE = 65_540;
let ctx: TestContext;
let owner: TestAccount;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createAccount(ctx);
  const id = (prefix: string, n: string) => `'${prefix}' || lpad(to_hex(${n}), 23, '0')`;
  // Event i starts on day i (so the list, newest first, begins with event SIZE); tiers are written
  // in reverse position order, as an edit may leave them.
  await ctx.database.sql.exec(`
    INSERT INTO events (id, owner_id, name, start_date, end_date, start_time, end_time)
    SELECT ${id('e', 'i')}, '${owner.id}', 'Event ' || i, date '2020-01-01' + i, date '2020-01-01' + i,
           '20:00', '23:00'
    FROM generate_series(1, ${SIZE}) AS i;
    INSERT INTO price_tiers (id, event_id, position, name, price, total_tickets)
    SELECT ${id('v', 'i')}, ${id('e', 'i')}, 1, 'VIP ' || i, 80, 10 FROM generate_series(1, ${SIZE}) AS i;
    INSERT INTO price_tiers (id, event_id, position, name, price, total_tickets)
    SELECT ${id('g', 'i')}, ${id('e', 'i')}, 0, 'General ' || i, 25, 100 FROM generate_series(1, ${SIZE}) AS i;`);
}, 120_000);
afterAll(() => ctx.close());

type Listed = { name: string; priceTiers: Array<{ name: string }> };
/** The events whose tiers are not exactly their own two, in position order. */
const wrongTiers = (list: Listed[]) =>
  list.filter((e) => {
    const n = e.name.replace('Event ', '');
    return e.priceTiers.map((t) => t.name).join() !== `General ${n},VIP ${n}`;
  });

describe('events of an organiser past 65,535', () => {
  it('reads every event’s own tiers at once', async () => {
    const rows = await ctx.database.db.select().from(events).where(eq(events.ownerId, owner.id));
    const listed = await withTiers(ctx.database.db, rows);
    expect(listed).toHaveLength(SIZE);
    expect(wrongTiers(listed)).toEqual([]);
  }, 120_000);

  it('answers the events list’s first and last pages with their tiers and the whole total', async () => {
    const pages = Math.ceil(SIZE / 100);
    const first = await call(ctx, 'GET', '/api/events?page=1&limit=100', { token: owner.token });
    expect(first.status, JSON.stringify(first.body).slice(0, 200)).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 100, total: SIZE, pages });
    expect(first.body.data).toHaveLength(100);
    expect(first.body.data[0].name).toBe(`Event ${SIZE}`);
    expect(wrongTiers(first.body.data)).toEqual([]);

    const last = await call(ctx, 'GET', `/api/events?page=${pages}&limit=100`, { token: owner.token });
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(SIZE - (pages - 1) * 100);
    expect(last.body.data.at(-1).name).toBe('Event 1');
    expect(wrongTiers(last.body.data)).toEqual([]);
  }, 120_000);
});
