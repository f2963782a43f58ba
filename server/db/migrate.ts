import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every not-yet-applied `migrations/*.sql` file in name order, each in its own transaction.
 * Plain SQL files (not generated) so that several areas can add theirs without a shared journal.
 */
export async function migrate(sql: SqlRunner): Promise<string[]> {
  // Several API instances may start together on one PostgreSQL server: one migrates, the others wait.
  // Creating _migrations is inside the lock too: concurrent CREATE TABLE IF NOT EXISTS can collide.
  await sql.exec('SELECT pg_advisory_lock(7240001)');
  try {
    await sql.exec(
      'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    return await applyPending(sql);
  } finally {
    await sql.exec('SELECT pg_advisory_unlock(7240001)');
  }
}

async function applyPending(sql: SqlRunner): Promise<string[]> {
  const applied = new Set(
    (await sql.query<{ name: string }>('SELECT name FROM _migrations')).map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await sql.exec(
      `BEGIN;\n${body}\n;INSERT INTO _migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
    done.push(file);
  }
  return done;
}
