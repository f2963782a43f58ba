import type { ServerConfig } from '../../../server/config';
import { createTestContext, type TestContext } from '../../server/harness';
import { PG_ADMIN_URL } from './pgDatabase';

export const DATABASES = ['PGlite', 'PostgreSQL'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

/**
 * An in-process API over a fresh migrated database of either kind: a copy of the PGlite template, or a
 * new scratch database on the machine's PostgreSQL (dropped by `close()`).
 */
export async function contextOn(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
): Promise<TestContext> {
  const before = process.env.TEST_DATABASE_URL;
  if (kind === 'PostgreSQL') process.env.TEST_DATABASE_URL = PG_ADMIN_URL;
  else delete process.env.TEST_DATABASE_URL;
  // The harness reads TEST_DATABASE_URL before its first await: the variable can be put back at once.
  const pending = createTestContext(overrides);
  if (before === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = before;
  return pending;
}
