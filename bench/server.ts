/**
 * The bench's own server process: one database (PGlite in DATA_DIR, or DATABASE_URL), the demo seed
 * plus the bench fixtures, the product's dist on PORT and the baseline app's dist on BASELINE_PORT,
 * both talking to the same API. Prints one line `BENCH_SERVER_READY {json}` when it is listening.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startServer } from '../server/server';
import { createApi } from '../server/app';
import { mountStatic } from '../server/http/static';
import { isEmpty, seedDemo } from '../server/seed/index';
import { ensureBenchFixtures } from './fixtures';
import { ensureScaleFixtures, type ScaleSize } from './scaleFixtures';

const log = (line: string) => console.error(line);
const root = path.resolve(import.meta.dirname, '..');
const server = await startServer(undefined, path.join(root, 'dist'));
if (await isEmpty(server.database.db)) {
  log('bench server: seeding demo data');
  await seedDemo(server.database.db, server.config);
}
// BENCH_SCALE={"users":N,"transactions":M}: the scale business only (bench/scale.ts), not the big events.
const scale = process.env.BENCH_SCALE ? (JSON.parse(process.env.BENCH_SCALE) as ScaleSize) : undefined;
if (scale) await ensureScaleFixtures(server.database, scale, log);
const bigEvents = scale ? [] : await ensureBenchFixtures(server.database.db, log);

const baselinePort = Number(process.env.BASELINE_PORT);
const baseline = createApi(server.deps);
mountStatic(baseline, server.config, path.join(root, 'bench', 'baseline', 'dist'));
const baselineServer = serve({ fetch: baseline.fetch, port: baselinePort, hostname: '127.0.0.1' });

console.log(
  `BENCH_SERVER_READY ${JSON.stringify({ port: server.config.port, baselinePort, database: server.database.kind, bigEvents })}`,
);

const shutdown = async () => {
  baselineServer.close();
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
