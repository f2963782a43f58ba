import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { DEFAULT_UPLOAD_GRACE_HOURS, loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { compileEmbeddedEngineOptimised } from './db/optimisedEngine';
import { createApi } from './app';
import { mountStatic } from './http/static';
import { memoryRateLimiter } from './auth/rateLimit';
import { redisRateLimiter } from './auth/redisRateLimit';
import { warmDummyHash } from './auth/password';
import { createRedisClient } from './lib/redis';
import type { AppDeps } from './env';
import { ArrivalCounter } from './http/arrivals';
import { keepConnections } from './http/keepAlive';
import { warmScanStatements } from './scan/scanStatements';
import { startUploadSweeper } from './uploads/sweep';

export interface RunningServer {
  url: string;
  config: ServerConfig;
  database: Database;
  deps: AppDeps;
  /** Ends the start-up phase: the API stops answering 503 (see `startServer`'s `ready`). */
  markReady(): void;
  stop(): Promise<void>;
}

export function buildDeps(config: ServerConfig, database: Database, log = console.log): AppDeps {
  // Rate-limit counters live in Redis when REDIS_URL is set (several instances share them), else in memory.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, log) : null;
  const rateLimiter = (name: string, max: number, windowMs: number) =>
    redis ? redisRateLimiter(redis, name, max, windowMs) : memoryRateLimiter(max, windowMs);
  void warmDummyHash();
  return {
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
    config,
    loginLimiter: rateLimiter('login', config.loginRateLimit.max, config.loginRateLimit.windowMs),
    rateLimiter,
    log,
    arrivals: new ArrivalCounter(),
    shutdown: async () => {
      // QUIT lets pending replies arrive; a Redis that is down cannot take it, so the socket just closes.
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/** Opens the database, and serves the API and the built SPA on one port. */
export async function startServer(
  config = loadConfig(),
  distDir = path.resolve('dist'),
  opts: { ready?: boolean } = {},
): Promise<RunningServer> {
  if (!config.databaseUrl) compileEmbeddedEngineOptimised();
  const database = await openDatabase(config);
  await warmScanStatements(database.db);
  const deps = buildDeps(config, database);
  deps.readiness = { ready: opts.ready ?? true };
  const app = createApi(deps);
  mountStatic(app, config, distDir);
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, () =>
      resolve(s),
    );
    // e.g. the port is taken: a rejected start (one line from main.ts), not an unhandled 'error' event.
    s.once('error', reject);
  });
  keepConnections(server);
  deps.arrivals?.attach(server);
  // Uploads no row names (a car form abandoned after its pictures were sent) are deleted after the grace period.
  const sweeper = startUploadSweeper(
    database.db,
    config.dataDir,
    config.uploadGraceMs ?? DEFAULT_UPLOAD_GRACE_HOURS * 3600 * 1000,
    deps.log,
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    config,
    database,
    deps,
    markReady: () => {
      deps.readiness = { ready: true };
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sweeper.stop();
      await deps.shutdown?.();
      await database.close();
    },
  };
}
