import { sql } from 'drizzle-orm';
import { startServer } from './server';
import type { Db } from './db/client';
import { demoAgentLinks, describeDemo, isEmpty, seedDemo, type DemoSummary } from './seed/index';

const server = await startServer();
// Several API instances may start together on one empty PostgreSQL: one seeds, the others wait for it
// (transaction-scoped advisory lock) and then find the data.
const summary: DemoSummary | null = await server.database.db.transaction(async (tx) => {
  const db = tx as unknown as Db;
  await db.execute(sql`SELECT pg_advisory_xact_lock(7240002)`);
  if (!(await isEmpty(db))) return null;
  console.log('Empty database: seeding demo data…');
  return seedDemo(db, server.config);
});
const where = server.config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL in ${server.config.dataDir}`;
console.log(`Back-office ready at ${server.url}  (database: ${where})`);
if (server.config.redisUrl) console.log('Rate-limit counters shared through Redis (REDIS_URL).');
console.log(
  describeDemo(
    summary ?? { agents: await demoAgentLinks(server.database.db), addablePhones: [] },
    server.url,
  ),
);

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
