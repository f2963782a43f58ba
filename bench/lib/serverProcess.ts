import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build';

export interface BigEvent {
  id: string;
  name: string;
  tickets: number;
}

export interface BenchServer {
  url: string;
  baselineUrl: string;
  database: string;
  bigEvents: BigEvent[];
  stop(): Promise<void>;
}

/** Starts bench/server.ts in its own process (the load generator must not share its event loop). */
export async function startBenchServer(opts: {
  port: number;
  baselinePort: number;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  /** More environment for the server (the scale runs: BENCH_SCALE, API_PROFILE). */
  env?: Record<string, string>;
  /** How long seeding may take before the run gives up (default 300 s). */
  readyTimeoutMs?: number;
}): Promise<BenchServer> {
  const readyTimeoutMs = opts.readyTimeoutMs ?? 300_000;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    BASELINE_PORT: String(opts.baselinePort),
    DATA_DIR: opts.dataDir,
    HOST: '127.0.0.1',
    // The bench logs in far more often than a person: failed-login limits must not kick in.
    LOGIN_RATE_LIMIT_MAX: '1000000',
    AGENT_LOGIN_RATE_LIMIT_MAX: '1000000',
    // It also adds 1,000 managed users, each a phone lookup.
    LOOKUP_RATE_LIMIT_MAX: '1000000',
    NODE_ENV: 'production',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'server.ts')],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  child.stderr!.pipe(log);
  const ready = await new Promise<{ database: string; bigEvents: BigEvent[] }>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      // A server still seeding would go on using the CPU for the rest of the run.
      child.kill('SIGKILL');
      reject(new Error(`bench server not ready after ${readyTimeoutMs / 1000} s (see ${opts.logFile})`));
    }, readyTimeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      log.write(chunk);
      const m = buffer.match(/BENCH_SERVER_READY (\{.*\})/);
      if (m) {
        clearTimeout(timer);
        resolve(JSON.parse(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited with ${code} (see ${opts.logFile})`));
    });
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    baselineUrl: `http://127.0.0.1:${opts.baselinePort}`,
    database: ready.database,
    bigEvents: ready.bigEvents,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
