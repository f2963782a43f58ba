import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from './server';
import type { Db } from './db/client';
import { demoAgentLinks, describeDemo, isEmpty, seedDemo, type DemoSummary } from './seed/index';
import { checkDataDir, DataDirError } from './dataDir';

/** A start that cannot succeed says why in one line and exits non-zero: no stack, no hang. */
function fail(message: string): never {
  console.error(`Cannot start the server: ${message}`);
  process.exit(1);
}

let server: RunningServer;
try {
  checkDataDir(path.resolve(process.env.DATA_DIR ?? './data'));
  // Answers 503 with a message until the demo data is there (a valid demo login never gets a 401).
  server = await startServer(undefined, undefined, { ready: false });
} catch (err) {
  if (err instanceof DataDirError) fail(err.message);
  fail(err instanceof Error ? err.message.split('\n')[0] : String(err));
}

// A requested stop (Ctrl+C, SIGTERM) is a clean exit (0) from the moment the server listens.
const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

let summary: DemoSummary | null;
try {
  // Several API instances may start together on one empty PostgreSQL: one seeds, the others wait for it
  // (transaction-scoped advisory lock) and then find the data.
  summary = await server.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`SELECT pg_advisory_xact_lock(7240002)`);
    if (!(await isEmpty(db))) return null;
    console.log('Empty database: seeding demo data…');
    return seedDemo(db, server.config);
  });
} catch (err) {
  fail(
    `the demo data could not be written: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
  );
}
server.markReady();
const where = server.config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL in ${server.config.dataDir}`;
console.log(`Back-office ready at ${server.url}  (database: ${where})`);
if (server.config.ticketSigningKeySource === 'generated')
  console.log(
    process.env.NODE_ENV === 'production'
      ? `WARNING: TICKET_SIGNING_KEY is not set. The events' ticket signing keys are encrypted with a key generated in ${server.config.dataDir}/ticket-signing-key, next to the data: set TICKET_SIGNING_KEY (openssl rand -hex 32) and keep it out of the database's backups.`
      : `Ticket signing keys are encrypted with a key generated in ${server.config.dataDir}/ticket-signing-key (set TICKET_SIGNING_KEY in production).`,
  );
if (server.config.redisUrl) console.log('Rate-limit counters shared through Redis (REDIS_URL).');
console.log(
  server.config.smtpUrl
    ? 'Password reset links are mailed through SMTP_URL.'
    : 'No SMTP_URL: no mail is sent; password reset links are written to this log.',
);
console.log(
  describeDemo(
    summary ?? { agents: await demoAgentLinks(server.database.db), addablePhones: [] },
    server.url,
  ),
);
