import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { migrate } from './migrate';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a route sees inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Minimal raw-SQL access used by migrations and maintenance scripts. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on one connection (session-level locks need it). */
  withConnection<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (server/live): returns how to stop. On PostgreSQL, one dedicated connection. */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * `onReconnect` runs after a lost LISTEN connection is back (PostgreSQL): notifications sent
 * meanwhile were lost, and the listener catches up from its own record (server/live/liveHub.ts).
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

// Return numeric and date columns as text, identically on both drivers: money is never a float.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export async function openPglite(dir?: string): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the business lists' text search (migration 0730). PostgreSQL
  // servers ship it in their contrib package; the embedded database loads it here.
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const sql: SqlRunner = {
    exec: async (s) => {
      await client.exec(s);
    },
    query: async <T>(s: string, params?: unknown[]) => (await client.query<T>(s, params)).rows,
  };
  const listen: Listen = (channel, onPayload) =>
    client.listen(channel, onPayload).then((stop) => () => stop());
  return { db, sql, kind: 'pglite', withConnection: (fn) => fn(sql), listen, close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 20),
    // A database that cannot be reached answers 503 in bounded time instead of holding the request forever.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    query_timeout: Number(process.env.PG_QUERY_TIMEOUT_MS ?? 60_000),
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const sql: SqlRunner = {
    exec: async (s) => {
      await pool.query(s);
    },
    query: async <T>(s: string, params?: unknown[]) => (await pool.query(s, params)).rows as T[],
  };
  const withConnection = async <T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    try {
      return await fn({
        exec: async (s) => {
          await conn.query(s);
        },
        query: async <R>(s: string, params?: unknown[]) => (await conn.query(s, params)).rows as R[],
      });
    } finally {
      conn.release();
    }
  };
  return {
    db,
    sql,
    kind: 'postgres',
    withConnection,
    listen: listenOnPostgres(url),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool). It
 * reconnects after a lost connection; notifications sent meanwhile are lost, so `onReconnect` tells
 * the listener to catch up (the live changes are numbered in the database, migration 0821).
 */
function listenOnPostgres(url: string): Listen {
  return async (channel, onPayload, onReconnect) => {
    let stopped = false;
    let client: pg.Client | null = null;
    const retry = () =>
      setTimeout(
        () =>
          void connect().then(
            () => onReconnect?.(),
            () => {
              if (!stopped) retry();
            },
          ),
        1000,
      ).unref();
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => {});
      c.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      c.on('end', () => {
        if (!stopped) retry();
      });
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      client = c;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    };
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pgdata'));
  await database.withConnection(migrate);
  return database;
}
