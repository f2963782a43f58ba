import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (trust auth). Overridable for CI. */
export const PG_ADMIN_URL =
  process.env.RELIABILITY_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A new, empty database on the shared server, dropped by `drop()`; nothing else on the server is touched. */
export async function scratchPgDatabase(
  prefix = 'rel',
): Promise<{ url: string; name: string; urlVia(port: number): string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    urlVia(port: number) {
      const u = new URL(url.toString());
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
