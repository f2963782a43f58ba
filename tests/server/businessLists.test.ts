import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { managedUsers, transactions, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { applyListQuery, type ListQueryParams } from '../../src/lib/listQuery';
import { managedUserName } from '../../src/dataProvider/users';
import { statusKind } from '../../src/dataProvider/transactions';
import type { ApiManagedUser, ApiTransaction } from '../../src/contract/business';

// Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (tests/server/harness.ts).
let ctx: TestContext;
let biz: TestAccount;
let other: TestAccount;

const FIRST = ['Amira', 'Béchir', 'Chokri', 'Dorra', 'Emna', 'Farès', '', 'Hela'];
const LAST = ['Trabelsi', 'Ben Ali', 'Jaziri', '', 'Gharbi'];
const STATUSES = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'];
const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 10, 0, 0));

async function seed() {
  biz = await createAccount(ctx, { balance: '1000' });
  other = await createAccount(ctx, { balance: '1000' });
  const people = Array.from({ length: 40 }, (_, i) => ({
    id: newId(),
    role: 'user',
    firstName: FIRST[i % FIRST.length],
    lastName: LAST[i % LAST.length],
    phoneNumber: String(20000000 + i * 7),
    balance: String((i * 37) % 500) + '.125',
    lastPayment: i % 4 === 0 ? null : day(i % 20),
  }));
  await ctx.database.db.insert(users).values(people);
  // 30 for the business, 10 (and a few shared) for the other one.
  await ctx.database.db.insert(managedUsers).values([
    ...people.slice(0, 30).map((p, i) => ({
      id: newId(),
      businessId: biz.id,
      userId: p.id,
      createdAt: day(i % 10),
    })),
    ...people.slice(25).map((p) => ({ id: newId(), businessId: other.id, userId: p.id })),
  ]);
  const rows = Array.from({ length: 120 }, (_, i) => ({
    id: newId(),
    userId: i < 90 ? biz.id : other.id,
    type: i % 3 === 0 ? 'RECEIVE' : 'SEND',
    amount: String(1 + ((i * 13) % 97)) + '.500',
    transactionCode: `TX${String(i).padStart(6, '0')}`,
    transferId: newId(),
    senderName: i % 3 === 0 ? `Client ${FIRST[i % FIRST.length]}` : 'My Business',
    receiverName: i % 3 === 0 ? 'My Business' : `Client ${LAST[i % LAST.length]}`,
    description: i % 5 === 0 ? 'Recharge cantine' : 'Funds added by the business',
    status: STATUSES[i % STATUSES.length],
    createdAt: day(i % 25),
  }));
  await ctx.database.db.insert(transactions).values(rows);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seed();
});
afterAll(() => ctx.close());

const q = (params: ListQueryParams) => {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const s = new URLSearchParams({
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
  });
  if (params.sort) s.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
  return s.toString();
};

const getPage = async (path: string, params: ListQueryParams, token = biz.token) => {
  const res = await call(ctx, 'GET', `${path}?${q(params)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const total = Number(res.headers.get('Content-Range')?.split('/')[1]);
  return { data: res.body as Array<Record<string, unknown>>, total, range: res.headers.get('Content-Range') };
};

/** What the app shows from SPEC's whole array for the same list parameters (src/lib/listQuery.ts). */
async function fromWholeArray(kind: 'users' | 'transactions', params: ListQueryParams): Promise<string[]> {
  if (kind === 'users') {
    const all = (await call(ctx, 'GET', '/api/business/get_users', { token: biz.token }))
      .body as ApiManagedUser[];
    const rows = all.map((u) => ({ ...u, id: u._id, fullName: managedUserName(u) }));
    const page = applyListQuery(rows, params, {
      search: [(u) => u.fullName, (u) => u.phoneNumber],
      amount: (u) => u.balance,
    });
    return page.data.map((u) => u._id);
  }
  const all = (await call(ctx, 'GET', '/api/business/get_transactions', { token: biz.token }))
    .body as ApiTransaction[];
  const rows = all.map((t) => ({ ...t, id: t._id, statusKind: statusKind(t.status) }));
  const page = applyListQuery(rows, params, {
    search: [(t) => t.senderName, (t) => t.receiverName, (t) => t.description],
    amount: (t) => t.amount,
  });
  return page.data.map((t) => t._id);
}

const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => r._id);

describe('GET /api/business/users (pagedLists)', () => {
  it('pages the business’s own managed users with a Content-Range, newest added first', async () => {
    const first = await getPage('/api/business/users', { pagination: { page: 1, perPage: 10 } });
    expect(first.total).toBe(30);
    expect(first.range).toBe('users 0-9/30');
    const last = await getPage('/api/business/users', { pagination: { page: 3, perPage: 10 } });
    expect(last.range).toBe('users 20-29/30');
    const whole = await fromWholeArray('users', { sort: { field: 'addedAt', order: 'DESC' } });
    expect([...ids(first.data), ...ids(last.data)]).toEqual([...whole.slice(0, 10), ...whole.slice(20, 30)]);
    expect(first.data[0]).toMatchObject({ firstName: expect.any(String), balance: expect.any(Number) });
  });

  it.each<ListQueryParams>([
    { sort: { field: 'fullName', order: 'ASC' } },
    { sort: { field: 'phoneNumber', order: 'DESC' } },
    { sort: { field: 'balance', order: 'ASC' } },
    { sort: { field: 'balance', order: 'DESC' }, filter: { min: 100, max: '300.125' } },
    { sort: { field: 'lastPayment', order: 'ASC' } },
    { sort: { field: 'lastPayment', order: 'DESC' } },
    { sort: { field: 'addedAt', order: 'DESC' }, filter: { q: 'ben ali' } },
    { sort: { field: 'fullName', order: 'DESC' }, filter: { q: '2000' } },
    { sort: { field: 'addedAt', order: 'DESC' }, filter: { q: 'BÉCHIR' } },
  ])('answers what the app computes from get_users for %j', async (params) => {
    const paged = { ...params, pagination: { page: 1, perPage: 50 } };
    const server = await getPage('/api/business/users', paged);
    const client = await fromWholeArray('users', paged);
    expect(ids(server.data)).toEqual(client);
    expect(server.total).toBe(client.length);
  });

  it.each<ListQueryParams>([
    { sort: { field: 'lastPayment', order: 'ASC' }, pagination: { page: 2, perPage: 5 } },
    { sort: { field: 'lastPayment', order: 'ASC' }, pagination: { page: 3, perPage: 5 } },
    { sort: { field: 'lastPayment', order: 'DESC' }, pagination: { page: 5, perPage: 5 } },
    { sort: { field: 'lastPayment', order: 'DESC' }, pagination: { page: 6, perPage: 5 } },
    { sort: { field: 'phoneNumber', order: 'ASC' }, pagination: { page: 2, perPage: 7 } },
  ])('pages across missing and present values as the app does, for %j', async (params) => {
    // Missing values and the others are read as two parts: a page may start past the first part.
    const server = await getPage('/api/business/users', params);
    const client = await fromWholeArray('users', params);
    expect(ids(server.data)).toEqual(client);
    expect(client.length).toBeGreaterThan(0);
  });

  it('filters last payments by calendar day, inclusive', async () => {
    const res = await getPage('/api/business/users', {
      pagination: { page: 1, perPage: 50 },
      filter: { startDate: '2026-10-03', endDate: '2026-10-05' },
    });
    expect(res.total).toBeGreaterThan(0);
    for (const u of res.data) {
      expect(String(u.lastPayment) >= '2026-10-03' && String(u.lastPayment) < '2026-10-06').toBe(true);
    }
  });

  it('shows another business nothing of this one, and refuses bad parameters with 400', async () => {
    const theirs = await getPage(
      '/api/business/users',
      { pagination: { page: 1, perPage: 50 } },
      other.token,
    );
    expect(theirs.total).toBe(15);
    const mine = await getPage('/api/business/users', { pagination: { page: 1, perPage: 50 } });
    const shared = ids(theirs.data).filter((id) => ids(mine.data).includes(id));
    expect(shared).toHaveLength(5); // the five both businesses added, each on its own list
    expect((await call(ctx, 'GET', '/api/business/users')).status).toBe(401);
    const bad = await call(ctx, 'GET', '/api/business/users?sort=["passwordHash","ASC"]', {
      token: biz.token,
    });
    expect(bad.status).toBe(400);
    const badRange = await call(ctx, 'GET', '/api/business/users?range=[0,5000]', { token: biz.token });
    expect(badRange.status).toBe(400);
  });
});

describe('GET /api/business/transactions (pagedLists)', () => {
  it('pages the business’s own transactions, newest first', async () => {
    const page = await getPage('/api/business/transactions', { pagination: { page: 2, perPage: 25 } });
    expect(page.range).toBe('transactions 25-49/90');
    const whole = await fromWholeArray('transactions', {});
    expect(ids(page.data)).toEqual(whole.slice(25, 50));
  });

  it.each<ListQueryParams>([
    { sort: { field: 'amount', order: 'DESC' } },
    { sort: { field: 'amount', order: 'ASC' }, filter: { min: 10, max: 50.5 } },
    { sort: { field: 'type', order: 'ASC' } },
    { sort: { field: 'type', order: 'DESC' }, filter: { type: 'RECEIVE' } },
    { sort: { field: 'statusKind', order: 'ASC' } },
    { sort: { field: 'createdAt', order: 'DESC' }, filter: { statusKind: 'FAILED' } },
    { sort: { field: 'createdAt', order: 'DESC' }, filter: { statusKind: 'PENDING', type: 'SEND' } },
    { sort: { field: 'transactionCode', order: 'DESC' } },
    { sort: { field: 'senderName', order: 'ASC' } },
    { sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'cantine' } },
    { sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'client gharbi' } },
    { sort: { field: 'createdAt', order: 'DESC' }, filter: { q: '50%_' } },
  ])('answers what the app computes from get_transactions for %j', async (params) => {
    const paged = { ...params, pagination: { page: 1, perPage: 100 } };
    const server = await getPage('/api/business/transactions', paged);
    const client = await fromWholeArray('transactions', paged);
    expect(ids(server.data)).toEqual(client);
    expect(server.total).toBe(client.length);
  });

  it('filters by calendar day, and never shows another business’s transactions', async () => {
    const res = await getPage('/api/business/transactions', {
      pagination: { page: 1, perPage: 100 },
      filter: { startDate: '2026-10-02', endDate: '2026-10-02' },
    });
    expect(res.total).toBeGreaterThan(0);
    for (const t of res.data) expect(String(t.createdAt).slice(0, 10)).toBe('2026-10-02');
    const theirs = await getPage(
      '/api/business/transactions',
      { pagination: { page: 1, perPage: 100 } },
      other.token,
    );
    expect(theirs.total).toBe(30);
    const mine = await fromWholeArray('transactions', {});
    expect(ids(theirs.data).some((id) => mine.includes(String(id)))).toBe(false);
    const badFilter = await call(
      ctx,
      'GET',
      `/api/business/transactions?filter=${encodeURIComponent('{"statusKind":"LOST"}')}`,
      { token: biz.token },
    );
    expect(badFilter.status).toBe(400);
  });
});
