import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ilike, sql } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { managedUsers, transactions, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { fullName } from '../../server/routes/businessLists';

// The business lists at scale (migration 0730): trigram indexes for the search, totals kept by
// triggers. Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (tests/server/harness.ts).
let ctx: TestContext;
let biz: TestAccount;

beforeAll(async () => {
  ctx = await createTestContext();
  biz = await createAccount(ctx, { balance: '1000' });
});
afterAll(() => ctx.close());

const list = async (resource: 'users' | 'transactions', filter: Record<string, unknown> = {}) => {
  const qs = new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) });
  const res = await call(ctx, 'GET', `/api/business/${resource}?${qs}`, { token: biz.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const total = Number(res.headers.get('Content-Range')?.split('/')[1]);
  return { rows: res.body as Array<Record<string, unknown>>, total };
};

let seq = 0;
const tx = (over: Partial<typeof transactions.$inferInsert> = {}): typeof transactions.$inferInsert => ({
  id: newId(),
  userId: biz.id,
  type: 'SEND',
  amount: '10.000',
  transactionCode: `LS${String(++seq).padStart(8, '0')}`,
  transferId: newId(),
  senderName: 'Ma Société',
  receiverName: 'Client',
  description: 'Recharge',
  status: 'COMPLETED',
  ...over,
});

/** What the database counts directly, to compare with the kept totals the lists answer. */
const counted = async (where = sql`true`) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(sql`${transactions.userId} = ${biz.id} and ${where}`)
  )[0].n;

describe('text search over the trigram indexes', () => {
  const people = [
    { firstName: 'Béchir', lastName: 'Ben Ali', phoneNumber: '21000001' },
    { firstName: 'ÉMNA', lastName: 'Jaziri', phoneNumber: '21000002' },
    { firstName: 'سلمى', lastName: 'الجلاصي', phoneNumber: '21000003' },
    { firstName: '', lastName: '', phoneNumber: '21000004' },
    { firstName: 'Chokri', lastName: 'Gharbi', phoneNumber: null },
  ];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const p of people) {
      const id = newId();
      ids.set(p.firstName || p.phoneNumber || '', id);
      await ctx.database.db.insert(users).values({ id, role: 'user', ...p });
      await ctx.database.db.insert(managedUsers).values({ id: newId(), businessId: biz.id, userId: id });
    }
    await ctx.database.db
      .insert(transactions)
      .values([
        tx({ receiverName: 'Béchir Ben Ali', description: 'Café 50%_off' }),
        tx({ receiverName: 'سلمى الجلاصي', description: 'دفع الاشتراك' }),
        tx({ type: 'RECEIVE', senderName: 'ÉMNA Jaziri', receiverName: 'Ma Société' }),
      ]);
  });

  const userNames = async (q: string) =>
    (await list('users', { q })).rows.map((u) => `${u.firstName} ${u.lastName}`.trim() || u.phoneNumber);

  it('finds users by any part of their name or phone, ignoring case, with accents and Arabic script', async () => {
    expect(await userNames('bÉCH')).toEqual(['Béchir Ben Ali']);
    expect(await userNames('émna jaz')).toEqual(['ÉMNA Jaziri']);
    expect(await userNames('الجلا')).toEqual(['سلمى الجلاصي']);
    expect(await userNames('ى ال')).toEqual(['سلمى الجلاصي']);
    expect(await userNames('00004')).toEqual(['21000004']);
    expect(await userNames('RI GHA')).toEqual(['Chokri Gharbi']);
    expect(await userNames('xyz')).toEqual([]);
    expect((await list('users', { q: 'ben ali' })).total).toBe(1);
  });

  it('finds transactions by sender, receiver or description, with the same total', async () => {
    const codes = async (q: string) => {
      const res = await list('transactions', { q });
      expect(res.total).toBe(res.rows.length);
      return res.rows.map((t) => t.receiverName).sort();
    };
    expect(await codes('BÉCHIR')).toEqual(['Béchir Ben Ali']);
    expect(await codes('café')).toEqual(['Béchir Ben Ali']);
    expect(await codes('50%_')).toEqual(['Béchir Ben Ali']);
    expect(await codes('50%x')).toEqual([]);
    expect(await codes('الاشتراك')).toEqual(['سلمى الجلاصي']);
    expect(await codes('émna')).toEqual(['Ma Société']);
    expect(await codes('SOCIÉTÉ')).toHaveLength(3);
  });

  it('is served by the trigram indexes (the route’s expressions are the indexed ones)', async () => {
    const plans = await ctx.database.withConnection(async (s) => {
      const explain = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
        const { sql: text, params } = query.toSQL();
        const rows = await s.query<Record<string, string>>(`EXPLAIN ${text}`, params);
        return rows.map((r) => Object.values(r)[0]).join('\n');
      };
      // A handful of rows reads faster without an index: ask for an index's bitmap (a B-tree has
      // none for ILIKE '%…%').
      await s.exec(
        'BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off',
      );
      try {
        const db = ctx.database.db;
        return [
          await explain(db.select({ n: count() }).from(users).where(ilike(fullName, '%béch%'))),
          await explain(db.select({ n: count() }).from(users).where(ilike(users.phoneNumber, '%0004%'))),
          await explain(
            db.select({ n: count() }).from(transactions).where(ilike(transactions.senderName, '%café%')),
          ),
          await explain(
            db.select({ n: count() }).from(transactions).where(ilike(transactions.receiverName, '%café%')),
          ),
          await explain(
            db.select({ n: count() }).from(transactions).where(ilike(transactions.description, '%café%')),
          ),
        ];
      } finally {
        await s.exec('ROLLBACK');
      }
    });
    expect(plans[0]).toContain('users_full_name_trgm_idx');
    expect(plans[1]).toContain('users_phone_trgm_idx');
    expect(plans[2]).toContain('transactions_sender_trgm_idx');
    expect(plans[3]).toContain('transactions_receiver_trgm_idx');
    expect(plans[4]).toContain('transactions_description_trgm_idx');
  });
});

describe('kept totals (triggers)', () => {
  /** Every total the lists answer from kept counts, against the database's own count. */
  async function expectExactTotals() {
    const kinds = [
      [{}, sql`true`],
      [{ type: 'RECEIVE' }, sql`${transactions.type} = 'RECEIVE'`],
      [{ statusKind: 'FAILED' }, sql`${transactions.status} not in ('COMPLETED', 'PENDING')`],
      [
        { statusKind: ['PENDING', 'COMPLETED'], type: 'SEND' },
        sql`${transactions.status} in ('COMPLETED', 'PENDING') and ${transactions.type} = 'SEND'`,
      ],
      [
        { q: 'AMIRA' },
        sql`(${transactions.senderName} ilike '%amira%' or ${transactions.receiverName} ilike '%amira%')`,
      ],
      [
        { q: 'cantine', statusKind: 'PENDING' },
        sql`${transactions.description} ilike '%cantine%' and ${transactions.status} = 'PENDING'`,
      ],
    ] as const;
    for (const [filter, where] of kinds) {
      expect((await list('transactions', filter)).total, JSON.stringify(filter)).toBe(await counted(where));
    }
    const managed = await ctx.database.db
      .select({ n: count() })
      .from(managedUsers)
      .where(eq(managedUsers.businessId, biz.id));
    expect((await list('users')).total).toBe(managed[0].n);
  }

  it('stay exact through inserts of one or many rows, status changes and deletes', async () => {
    await expectExactTotals();
    const customers = Array.from({ length: 6 }, (_, i) => ({
      id: newId(),
      role: 'user',
      firstName: i % 2 ? 'Amira' : 'Omar',
      lastName: 'Test',
    }));
    await ctx.database.db.insert(users).values(customers);
    // Several rows in one statement (as a bulk transfer writes them), then one at a time.
    await ctx.database.db
      .insert(managedUsers)
      .values(customers.slice(0, 4).map((c) => ({ id: newId(), businessId: biz.id, userId: c.id })));
    for (const c of customers.slice(4))
      await ctx.database.db.insert(managedUsers).values({ id: newId(), businessId: biz.id, userId: c.id });
    const rows = Array.from({ length: 40 }, (_, i) =>
      tx({
        type: i % 3 ? 'SEND' : 'RECEIVE',
        status: ['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'][i % 4],
        senderName: i % 3 ? 'Ma Société' : customers[i % 6].firstName,
        receiverName: i % 3 ? customers[i % 6].firstName : 'Ma Société',
        description: i % 5 ? 'Recharge' : 'Cantine',
      }),
    );
    await ctx.database.db.insert(transactions).values(rows.slice(0, 30));
    for (const r of rows.slice(30)) await ctx.database.db.insert(transactions).values(r);
    await expectExactTotals();

    // A status changes kind (PENDING to COMPLETED, COMPLETED to a failure), rows go.
    await ctx.database.db
      .update(transactions)
      .set({ status: 'COMPLETED' })
      .where(eq(transactions.status, 'PENDING'));
    await ctx.database.db
      .update(transactions)
      .set({ status: 'REVERSED' })
      .where(eq(transactions.transactionCode, rows[0].transactionCode));
    await ctx.database.db.delete(transactions).where(eq(transactions.description, 'Cantine'));
    await ctx.database.db.delete(managedUsers).where(eq(managedUsers.userId, customers[0].id));
    await expectExactTotals();
    await ctx.database.db.insert(transactions).values(tx({ status: 'PENDING', description: 'Cantine' }));
    await expectExactTotals();
  });

  it('follow an owner deleted with its rows, and a table emptied at once', async () => {
    const other = await createAccount(ctx);
    await ctx.database.db.insert(transactions).values([tx({ userId: other.id }), tx({ userId: other.id })]);
    await ctx.database.db.delete(users).where(eq(users.id, other.id));
    await expectExactTotals();
    await ctx.database.sql.exec('TRUNCATE transactions');
    expect((await list('transactions')).total).toBe(0);
    await ctx.database.db.insert(transactions).values([tx(), tx({ type: 'RECEIVE' })]);
    await expectExactTotals();
    expect((await list('transactions')).total).toBe(2);
  });
});

describe("SPEC's whole transactions list past 65,535 rows", () => {
  // The protocol counts a query's bind parameters in 16 bits: get_transactions once bound one per
  // transaction (to mark the reversed ones) and answered 500 from 65,535 rows on. The bug needs that
  // many rows, so this test seeds them (set-based, a few seconds).
  const SIZE = 65_540;

  it('answers every transaction, and still marks the reversed one', async () => {
    const holder = await createAccount(ctx, { balance: '1000' });
    await ctx.database.sql.exec(`
      INSERT INTO transactions (id, user_id, type, amount, transaction_code, transfer_id, sender_name,
                                receiver_name, description, status, created_at)
      SELECT 'w' || lpad(to_hex(i), 23, '0'), '${holder.id}', 'SEND', 1, 'WL' || lpad(i::text, 10, '0'),
             'x' || lpad(to_hex(i), 23, '0'), 'Ma Société', 'Client', 'Recharge', 'COMPLETED',
             timestamptz '2026-11-01 12:00:00+00' - i * interval '1 second'
      FROM generate_series(1, ${SIZE}) AS i`);
    // Transfer 5 reversed by a later one (the reversal's row names it).
    const cancelled = `x${(5).toString(16).padStart(23, '0')}`;
    await ctx.database.db.insert(transactions).values(
      tx({
        userId: holder.id,
        type: 'RECEIVE',
        reversesTransferId: cancelled,
        createdAt: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    const res = await call(ctx, 'GET', '/api/business/get_transactions', { token: holder.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
    const rows = res.body as Array<{ transactionCode: string; transferId: string; reversed: boolean }>;
    expect(rows).toHaveLength(SIZE + 1);
    expect(rows[1].transactionCode).toBe('WL0000000001');
    expect(rows[SIZE].transactionCode).toBe(`WL${String(SIZE).padStart(10, '0')}`);
    expect(rows.filter((r) => r.reversed).map((r) => r.transferId)).toEqual([cancelled]);
  }, 120_000);
});
