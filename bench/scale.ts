/**
 * The scale rows: the Users and Transaction History screens of a business with many managed users
 * and transactions. With the full profile the app reads the server's pages (extension 'pagedLists');
 * on SPEC's API (API_PROFILE=spec) it reads the whole arrays and filters them in the browser. Each
 * profile gets its own bench server, seeded with set-based SQL (bench/scaleFixtures.ts).
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { api, createClient } from './lib/api';
import { launchBrowser } from './lib/browser';
import { startBenchServer } from './lib/serverProcess';
import { quantile } from './lib/stats';
import { firstRowScenario, measurePages, type PageFigure } from './pages';
import { SCALE_ACCOUNT, type ScaleSize } from './scaleFixtures';
import { ms, type Row } from './report';

export type ScaleProfile = 'full' | 'spec';

export interface TimedGroup {
  label: string;
  p50: number;
  p95: number;
  n: number;
  error?: string;
}

export interface ScaleFigures {
  profile: ScaleProfile;
  size: ScaleSize;
  quick: boolean;
  database: string;
  users?: PageFigure;
  transactions?: PageFigure;
  api: TimedGroup[];
  error?: string;
}

const q = (sort: [string, string], filter: Record<string, unknown> = {}, range: [number, number] = [0, 24]) =>
  `sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** What the screens ask the server for with 'pagedLists', by kind (each query repeated). */
const PAGED: Record<string, string[]> = {
  'users: first page': [`/api/business/users?${q(['addedAt', 'DESC'])}`],
  'users: search': [
    `/api/business/users?${q(['addedAt', 'DESC'], { q: 'Dridi' })}`,
    `/api/business/users?${q(['addedAt', 'DESC'], { q: '6001234' })}`,
    `/api/business/users?${q(['addedAt', 'DESC'], { q: 'salma jlassi' })}`,
  ],
  'users: filters': [
    `/api/business/users?${q(['addedAt', 'DESC'], { min: 100, max: 250.5 })}`,
    `/api/business/users?${q(['addedAt', 'DESC'], { startDate: '2026-01-01', endDate: '2026-03-31' })}`,
  ],
  'users: sort': [
    `/api/business/users?${q(['fullName', 'ASC'])}`,
    `/api/business/users?${q(['balance', 'DESC'])}`,
    `/api/business/users?${q(['lastPayment', 'ASC'])}`,
    `/api/business/users?${q(['phoneNumber', 'DESC'])}`,
  ],
  'transactions: first page': [`/api/business/transactions?${q(['createdAt', 'DESC'])}`],
  'transactions: search': [
    `/api/business/transactions?${q(['createdAt', 'DESC'], { q: 'Cantine' })}`,
    `/api/business/transactions?${q(['createdAt', 'DESC'], { q: 'Omar Gharbi' })}`,
    `/api/business/transactions?${q(['createdAt', 'DESC'], { q: 'remboursement' })}`,
  ],
  'transactions: filters': [
    `/api/business/transactions?${q(['createdAt', 'DESC'], { type: 'RECEIVE' })}`,
    `/api/business/transactions?${q(['createdAt', 'DESC'], { statusKind: 'FAILED' })}`,
    `/api/business/transactions?${q(['createdAt', 'DESC'], { min: 100, max: 120 })}`,
    `/api/business/transactions?${q(['createdAt', 'DESC'], { startDate: '2026-11-01', endDate: '2026-11-07' })}`,
  ],
  'transactions: sort': [
    `/api/business/transactions?${q(['amount', 'DESC'])}`,
    `/api/business/transactions?${q(['senderName', 'ASC'])}`,
    `/api/business/transactions?${q(['statusKind', 'ASC'])}`,
    `/api/business/transactions?${q(['transactionCode', 'DESC'])}`,
    `/api/business/transactions?${q(['type', 'DESC'])}`,
  ],
};

/** On SPEC's API every search, filter and sort asks the whole array again: that call is the server's part. */
const WHOLE: Record<string, string[]> = {
  'users: whole array (every search, filter, sort)': ['/api/business/get_users'],
  'transactions: whole array (every search, filter, sort)': ['/api/business/get_transactions'],
};

async function timeGroups(base: string, token: string, groups: Record<string, string[]>, repeats: number) {
  const client = createClient(base);
  const out: TimedGroup[] = [];
  for (const [label, paths] of Object.entries(groups)) {
    const times: number[] = [];
    let error: string | undefined;
    // One untimed call per query: the first plan of a statement is not what a user waits for twice.
    for (const path of paths) await client('GET', path, { token });
    for (let r = 0; r < repeats && !error; r++) {
      for (const path of paths) {
        const res = await client('GET', path, { token });
        if (res.status !== 200) {
          error = `${path.split('?')[0]} answered ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
          break;
        }
        times.push(res.ms);
      }
    }
    out.push({ label, p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length, error });
  }
  return out;
}

export async function measureScale(opts: {
  profile: ScaleProfile;
  size: ScaleSize;
  quick: boolean;
  port: number;
  baselinePort: number;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  browser: boolean;
  runs: number;
  warmups: number;
  say: (line: string) => void;
}): Promise<ScaleFigures> {
  const figures: ScaleFigures = {
    profile: opts.profile,
    size: opts.size,
    quick: opts.quick,
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    api: [],
  };
  const seeded = process.env.BENCH_SCALE_PGDATA;
  if (seeded && !opts.databaseUrl) {
    // An embedded database already seeded at this size (a copy of a scale server's DATA_DIR/pgdata):
    // seeding a million rows into it takes longer than the measures on a loaded machine.
    opts.say(`scale, ${opts.profile} profile: copying the seeded database ${seeded}`);
    cpSync(seeded, path.join(opts.dataDir, 'pgdata'), { recursive: true });
  }
  opts.say(
    `scale, ${opts.profile} profile: seeding ${opts.size.users} managed users and ${opts.size.transactions} transactions`,
  );
  const server = await startBenchServer({
    port: opts.port,
    baselinePort: opts.baselinePort,
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    logFile: opts.logFile,
    env: {
      BENCH_SCALE: JSON.stringify(opts.size),
      API_PROFILE: opts.profile,
      // Seeding 100,000 users in one statement, with their indexes, outlasts the API's 60 s query
      // timeout on a loaded machine; the measured requests take milliseconds either way.
      PG_QUERY_TIMEOUT_MS: '900000',
    },
    // A million transactions into the embedded database, each written to its trigram indexes, take
    // minutes on a shared machine; the seeding is not what is measured.
    readyTimeoutMs: 1_800_000,
  });
  try {
    const login = await api<{ token: string }>(server.url, 'POST', '/api/auth/login', {
      body: { email: SCALE_ACCOUNT.email, password: SCALE_ACCOUNT.password },
    });
    if (login.status !== 200) throw new Error(`scale login answered ${login.status}`);
    const token = login.body.token;
    if (opts.browser) {
      const browser = await launchBrowser();
      try {
        opts.say(`scale, ${opts.profile} profile: users and transactions first rows (plain)`);
        const [users, transactions] = await measurePages(
          browser,
          [
            firstRowScenario(
              'scaleUsers',
              `${server.url}/dashboard/users`,
              token,
              `Scale Newest ${opts.size.users}`,
            ),
            firstRowScenario(
              'scaleTransactions',
              `${server.url}/dashboard/transactions`,
              token,
              'SC0000000001',
            ),
          ],
          { throttled: false, warmups: opts.warmups, runs: opts.runs },
        );
        Object.assign(figures, { users, transactions });
      } finally {
        await browser.close();
      }
    }
    opts.say(`scale, ${opts.profile} profile: API timings`);
    figures.api = await timeGroups(
      server.url,
      token,
      opts.profile === 'full' ? PAGED : WHOLE,
      opts.quick ? 3 : opts.profile === 'full' ? 10 : 5,
    );
  } catch (error) {
    figures.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await server.stop();
  }
  return figures;
}

const n = (x: number) => x.toLocaleString('en-US');

/** The table rows of one scale run: first rows ≤ 1.5 s plain, server answers ≤ 300 ms p95. */
export function scaleRows(f: ScaleFigures): Row[] {
  const what = `${n(f.size.users)} users, ${n(f.size.transactions)} transactions${f.quick ? ', quick: smaller data' : ''}`;
  const where =
    f.profile === 'full' ? `full profile, server pages, ${f.database}` : `SPEC's whole arrays, ${f.database}`;
  const rows: Row[] = [];
  if (f.error)
    return [{ measure: `Scale (${where}; ${what})`, figure: `failed: ${f.error}`, target: '', met: false }];
  const page = (label: string, p?: PageFigure) => {
    if (!p) return;
    rows.push({
      measure: `${label} first row visible, plain (${where}; ${what})`,
      figure: p.error
        ? `failed: ${p.error}`
        : `${ms(p.median)} (runs ${p.runs.map((x) => Math.round(x)).join(', ')})`,
      target: '≤ 1.5 s',
      met: p.error ? false : p.median <= 1500,
    });
  };
  page('Users', f.users);
  page('Transactions', f.transactions);
  for (const g of f.api) {
    rows.push({
      measure: `Server ${g.label}, p95 (${where}; ${what})`,
      figure: g.error ? `failed: ${g.error}` : `${ms(g.p95)} (p50 ${ms(g.p50)}, ${g.n} calls)`,
      target: '≤ 300 ms',
      met: g.error ? false : g.p95 <= 300,
    });
  }
  return rows;
}
