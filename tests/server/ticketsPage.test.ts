import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { insertEvent, insertTicket } from './scanFixtures';
import { tickets } from '../../server/db/schema';
import { newId, newPublicId } from '../../server/lib/ids';

/**
 * The tickets page reads the event's count and where page N starts from ticket_day_counts
 * (migration 0402). Whatever happens to the tickets, every page must be exactly the plain
 * ORDER BY purchase_date DESC, id DESC LIMIT/OFFSET over the table, and the total its count(*).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const DAY = 86_400_000;

async function insertMany(eventId: string, count: number, dateOf: (i: number) => Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    ticketId: newPublicId('TK'),
    eventId,
    tierName: 'General',
    tierPrice: '25.00',
    firstName: `F${i}`,
    lastName: 'L',
    phoneNumber: '22123456',
    purchaseDate: dateOf(i),
  }));
  await ctx.database.db.insert(tickets).values(rows);
  return rows;
}

async function expectPagesMatchTable(token: string, eventId: string, limit: number) {
  const expected = (
    await ctx.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.eventId, eventId))
      .orderBy(sql`${tickets.purchaseDate} DESC, ${tickets.id} DESC`)
  ).map((r) => r.id);
  const pages = Math.ceil(expected.length / limit);
  const seen: string[] = [];
  for (let page = 1; page <= pages + 1; page++) {
    const res = await call(ctx, 'GET', `/api/tickets/event/${eventId}?page=${page}&limit=${limit}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page, limit, total: expected.length, pages });
    const ids = res.body.data.map((t: { _id: string }) => t._id);
    expect(ids, `page ${page}`).toEqual(expected.slice((page - 1) * limit, page * limit));
    seen.push(...ids);
  }
  expect(seen).toEqual(expected);
}

describe('GET /api/tickets/event/:id over many purchase days', () => {
  it('every page and the total match the table, through inserts, deletes, moves and status changes', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const other = await insertEvent(ctx, owner.id, 'Other');
    const base = Date.UTC(2026, 10, 20, 12, 0, 0);
    // 7 a day over 10 days, with tickets on both sides of midnight UTC and identical purchase times
    const rows = await insertMany(
      eventId,
      70,
      (i) => new Date(base - Math.floor(i / 7) * DAY + (i % 7) * 2 * 3600_000),
    );
    await insertMany(eventId, 6, () => new Date(base - 3 * DAY)); // same instant: id decides
    await insertMany(other, 15, (i) => new Date(base - i * 3600_000));
    await expectPagesMatchTable(owner.token, eventId, 20);
    await expectPagesMatchTable(owner.token, eventId, 7);

    // status changes do not move tickets; deletes, new days, moves in time and between events do
    await ctx.database.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, rows[3].id));
    await ctx.database.db.delete(tickets).where(eq(tickets.id, rows[10].id));
    await ctx.database.db.delete(tickets).where(eq(tickets.id, rows[11].id));
    await ctx.database.db
      .update(tickets)
      .set({ purchaseDate: new Date(base - 40 * DAY) })
      .where(eq(tickets.id, rows[20].id));
    await ctx.database.db
      .update(tickets)
      .set({ purchaseDate: new Date(base + 60_000) }) // same day: counts unchanged, order changes
      .where(eq(tickets.id, rows[0].id));
    await ctx.database.db.update(tickets).set({ eventId: other }).where(eq(tickets.id, rows[30].id));
    await insertTicket(ctx, eventId); // now
    await expectPagesMatchTable(owner.token, eventId, 20);
    await expectPagesMatchTable(owner.token, eventId, 9);
    await expectPagesMatchTable(owner.token, other, 20);

    const [counts] = await ctx.database.sql.query<{ kept: number; actual: number }>(
      `SELECT (SELECT coalesce(sum(n), 0)::int FROM ticket_day_counts WHERE event_id = $1) AS kept,
              (SELECT count(*)::int FROM tickets WHERE event_id = $1) AS actual`,
      [eventId],
    );
    expect(counts.kept).toBe(counts.actual);
  });

  it("an empty event, a page past the end, and someone else's event", async () => {
    const owner = await createAccount(ctx);
    const stranger = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const empty = await call(ctx, 'GET', `/api/tickets/event/${eventId}?page=1&limit=20`, {
      token: owner.token,
    });
    expect(empty.body).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } });
    await insertMany(eventId, 3, (i) => new Date(Date.now() - i * DAY));
    const past = await call(ctx, 'GET', `/api/tickets/event/${eventId}?page=5&limit=20`, {
      token: owner.token,
    });
    expect(past.body).toEqual({ data: [], pagination: { page: 5, limit: 20, total: 3, pages: 1 } });
    const theirs = await call(ctx, 'GET', `/api/tickets/event/${eventId}?page=1`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Event not found');
    const badStatus = await call(ctx, 'GET', `/api/tickets/event/${eventId}?status=lost`, {
      token: stranger.token,
    });
    expect(badStatus.status).toBe(404);
  });
});
