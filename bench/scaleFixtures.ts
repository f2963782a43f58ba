import type { Database } from '../server/db/client';
import { hashPassword } from '../server/auth/password';

/**
 * The scale business of the bench (issue: 100,000 managed users and 1,000,000 transactions with the
 * full profile; 10,000 and 100,000 on SPEC's whole arrays): one ticketAgency account of its own, so
 * the other figures keep the demo account's data. Seeded with set-based SQL (generate_series), not
 * through the API: a million rows in seconds, on both databases.
 */
export const SCALE_ACCOUNT = {
  id: '5ca1e0000000000000000001',
  email: 'scale@bench.tn',
  password: 'scale-bench-2026',
  companyName: 'Scale SARL',
};

export interface ScaleSize {
  users: number;
  transactions: number;
}

/** What the first rows of the two screens show (default order: newest added user, newest transaction). */
export interface ScaleFirstRows {
  userName: string;
  transactionCode: string;
}

const FIRST = ['Amira', 'Mohamed', 'Sami', 'Ines', 'Yassine', 'Rim', 'Karim', 'Salma', 'Omar', 'Nour'];
const LAST = ['Trabelsi', 'Ben Ali', 'Dridi', 'Jlassi', 'Gharbi', 'Mansour', 'Hammami', 'Bouazizi'];
const DESCRIPTIONS = ['Recharge mensuelle', 'Prime', 'Remboursement avance', 'Cantine', 'Transport'];
const TX_SLICE = 20_000;
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** `i`'s name: the same expression for the users and the transactions' parties. */
const nameOf = (i: string) =>
  `(${arr(FIRST)})[1 + (${i} % ${FIRST.length})] || ' ' || (${arr(LAST)})[1 + ((${i} / ${FIRST.length}) % ${LAST.length})]`;

export async function ensureScaleFixtures(
  database: Database,
  size: ScaleSize,
  log: (line: string) => void,
): Promise<ScaleFirstRows> {
  const { sql } = database;
  const first = (): ScaleFirstRows => ({
    userName: `Scale Newest ${size.users}`,
    transactionCode: `SC${String(1).padStart(10, '0')}`,
  });
  const [existing] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE id = '${SCALE_ACCOUNT.id}'`,
  );
  if (existing && existing.n > 0) return first();
  const started = performance.now();
  const hash = (await hashPassword(SCALE_ACCOUNT.password)).replace(/'/g, "''");
  const biz = SCALE_ACCOUNT.id;
  await sql.exec(`
    INSERT INTO users (id, email, password_hash, role, first_name, last_name, company_name, balance, is_verified, is_profile_complete)
    VALUES ('${biz}', '${SCALE_ACCOUNT.email}', '${hash}', 'ticketAgency', 'Scale', 'Bench', '${SCALE_ACCOUNT.companyName}', 1000000, true, true);
    -- Platform customers: phones 6xxxxxxx (never used by the demo seed or the other fixtures).
    INSERT INTO users (id, role, first_name, last_name, phone_number, balance, last_payment, created_at, is_verified, is_profile_complete)
    SELECT '5ca1e1' || lpad(to_hex(i), 18, '0'), 'user',
           CASE WHEN i = ${size.users} THEN 'Scale' ELSE (${arr(FIRST)})[1 + (i % ${FIRST.length})] END,
           CASE WHEN i = ${size.users} THEN 'Newest ${size.users}' ELSE (${arr(LAST)})[1 + ((i / ${FIRST.length}) % ${LAST.length})] END,
           '6' || lpad(i::text, 7, '0'),
           ((i::bigint * 7919) % 2000000) / 1000.0,
           CASE WHEN i % 5 = 0 THEN NULL ELSE now() - (i % 400) * interval '1 day' END,
           now() - interval '2 years', true, true
    FROM generate_series(1, ${size.users}) AS i;
    -- The foreign-key checks of managed_users below run a plan this connection may have kept from
    -- the demo seed, made when users had a few dozen rows (a sequential scan, then 100,000 of
    -- them); ANALYZE makes the database plan them again for the table as it now is.
    ANALYZE users;
    -- Added one minute apart: user N is the newest.
    INSERT INTO managed_users (id, business_id, user_id, created_at)
    SELECT '5ca1e2' || lpad(to_hex(i), 18, '0'), '${biz}', '5ca1e1' || lpad(to_hex(i), 18, '0'),
           now() - (${size.users} - i) * interval '1 minute'
    FROM generate_series(1, ${size.users}) AS i;
  `);
  log(`bench scale: ${size.users} managed users in ${Math.round(performance.now() - started)} ms`);
  const t0 = performance.now();
  // The business's own history (SPEC's get_transactions): transaction 1 is the newest. In slices
  // of 20,000 rows: one statement, which also writes the trigram indexes and the kept counts
  // (migration 0730), stays well within the API's query timeout on PostgreSQL on a loaded machine.
  for (let from = 1; from <= size.transactions; from += TX_SLICE) {
    const to = Math.min(size.transactions, from + TX_SLICE - 1);
    await sql.exec(`
    INSERT INTO transactions (id, user_id, type, amount, transaction_code, transfer_id, sender_id, receiver_id,
                              sender_name, receiver_name, description, status, created_at)
    SELECT '5ca1e3' || lpad(to_hex(i), 18, '0'), '${biz}',
           CASE WHEN i % 4 = 0 THEN 'RECEIVE' ELSE 'SEND' END,
           1 + ((i::bigint * 104729) % 500000) / 1000.0,
           'SC' || lpad(i::text, 10, '0'),
           '5ca1e4' || lpad(to_hex(i), 18, '0'),
           NULL, NULL,
           CASE WHEN i % 4 = 0 THEN ${nameOf('i')} ELSE '${SCALE_ACCOUNT.companyName}' END,
           CASE WHEN i % 4 = 0 THEN '${SCALE_ACCOUNT.companyName}' ELSE ${nameOf('i')} END,
           (${arr(DESCRIPTIONS)})[1 + (i % ${DESCRIPTIONS.length})],
           CASE WHEN i % 23 = 0 THEN 'FAILED' WHEN i % 9 = 0 THEN 'PENDING' ELSE 'COMPLETED' END,
           now() - i * interval '20 seconds'
    FROM generate_series(${from}, ${to}) AS i;
  `);
  }
  // Statistics for the planner and the visibility map for index-only counts, as autovacuum would
  // leave them on a server that has been running (the embedded database has no autovacuum).
  // VACUUM refuses to run inside a transaction block: one statement per call.
  for (const table of ['users', 'managed_users', 'transactions']) await sql.exec(`VACUUM ANALYZE ${table}`);
  log(`bench scale: ${size.transactions} transactions in ${Math.round(performance.now() - t0)} ms`);
  return first();
}
