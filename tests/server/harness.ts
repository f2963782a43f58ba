import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { LOOKUP_MAX, type ServerConfig } from '../../server/config';
import { clearAll } from '../../server/seed/index';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { newId } from '../../server/lib/ids';
import { signToken } from '../../server/auth/tokens';

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    dataDir: mkdtempSync(path.join(tmpdir(), 'api-data-')),
    jwtSecret: TEST_SECRET,
    tokenTtlSeconds: 3600,
    apiBaseUrl: '',
    commissionRate: 0.1,
    loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
    lookupRateLimitMax: LOOKUP_MAX,
    timeZone: 'Africa/Tunis',
    ...overrides,
  };
}

/**
 * A new, migrated database on the PostgreSQL server at `serverUrl`: its own address, and `drop`,
 * which removes it with any connection still open to it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await database.withConnection(migrate);
  return {
    database,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One database per test file: a copy of the migrated PGlite template, or a new PostgreSQL database. */
async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { database, drop } = await createPostgresDatabase(url);
    return {
      database,
      dispose: async () => {
        await database.close();
        await drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApi>;
  config: ServerConfig;
  logs: string[];
  close(): Promise<void>;
  reset(): Promise<void>;
}

export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const { database, dispose } = await openTestDatabase();
  const config = testConfig(overrides);
  const logs: string[] = [];
  let deps = buildDeps(config, database, (m) => logs.push(m));
  const ctx: TestContext = {
    database,
    app: createApi(deps),
    config,
    logs,
    async close() {
      await dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
    async reset() {
      await clearAll(database.db);
      logs.length = 0;
      deps = buildDeps(config, database, (m) => logs.push(m));
      ctx.app = createApi(deps);
    },
  };
  return ctx;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
/** Creates an account directly in the database and signs a token for it. */
export async function createAccount(
  ctx: TestContext,
  opts: {
    role?: string;
    balance?: string;
    phoneNumber?: string;
    firstName?: string;
    lastName?: string;
    email?: string;
  } = {},
): Promise<TestAccount> {
  const id = newId();
  const email = opts.email ?? `user${++counter}-${id.slice(0, 6)}@test.tn`;
  const password = 'secret123';
  const role = opts.role ?? 'ticketAgency';
  await ctx.database.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    role,
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'Account',
    phoneNumber: opts.phoneNumber ?? null,
    balance: opts.balance ?? '0',
  });
  const token = await signToken(ctx.config.jwtSecret, { kind: 'user', sub: id, role }, 3600);
  return { id, email, password, token };
}

/** JSON request helper around `app.request`. */
export async function call(
  ctx: TestContext,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await ctx.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are inspected freely
  return { status: res.status, body: json as any, headers: res.headers };
}

/** A car body for POST /api/rental-cars/fleet: 150 TND a day, a 500 TND deposit. */
export const CLIO_150 = {
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate: '200 TU 1234',
  condition: 'good',
  dailyRate: '150',
  securityDeposit: 500,
};

/** A car of the fleet (its body as POST /api/rental-cars/fleet takes it) booked for two days, paid in cash. */
export async function bookCarTwoDays(ctx: TestContext, owner: TestAccount, car: Record<string, unknown>) {
  const created = await call(ctx, 'POST', '/api/rental-cars/fleet', { token: owner.token, body: car });
  expect(created.status).toBe(201);
  const res = await call(ctx, 'POST', '/api/reservations', {
    token: owner.token,
    body: {
      customer: {
        name: 'Amira Ben Salah',
        email: 'amira@gmail.com',
        phone: '22123456',
        licenseNumber: '1/2',
      },
      carId: created.body.car._id,
      pickupDate: '2030-01-10',
      returnDate: '2030-01-12',
      pickupLocation: 'Tunis',
      returnLocation: 'Sousse',
      paymentMethod: 'cash',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; totalAmount: number; car: { licensePlate: string } };
}
