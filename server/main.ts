import { startServer } from './server';
import { describeDemo, isEmpty, seedDemo, type DemoSummary } from './seed/index';

const server = await startServer();
let summary: DemoSummary | null = null;
if (await isEmpty(server.database.db)) {
  console.log('Empty database: seeding demo data…');
  summary = await seedDemo(server.database.db, server.config);
}
const where = server.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${server.config.dataDir}`;
console.log(`Back-office ready at ${server.url}  (database: ${where})`);
if (server.config.redisUrl) console.log('Rate-limit counters shared through Redis (REDIS_URL).');
console.log(describeDemo(summary, server.url));

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
