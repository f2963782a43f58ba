import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '../../..');

/** A real API server process (`node --import tsx server/main.ts`), as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** The server's process id (for its memory, in /proc/{pid}/status). */
  pid(): number;
  log(): string;
  /** kill -9: no shutdown hook runs, in-flight requests are cut. */
  crash(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

let nextPort = 3500 + Math.floor(Math.random() * 40);

export async function freePort(): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const port = nextPort;
    nextPort = nextPort >= 3599 ? 3500 : nextPort + 1;
    const free = await new Promise<boolean>((resolve) => {
      const s = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3500-3599');
}

export async function startServerProcess(
  opts: { databaseUrl?: string; redisUrl?: string; env?: Record<string, string>; dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? mkdtempSync('/tmp/data-rel-');
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';
  const launch = async () => {
    const ready = output.length;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        REDIS_URL: opts.redisUrl ?? '',
        BCRYPT_ROUNDS: '4',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 120_000;
    while (!output.slice(ready).includes('Back-office ready')) {
      if (child.exitCode !== null)
        throw new Error(`server exited (${child.exitCode}):\n${output.slice(-3000)}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not start:\n${output.slice(-3000)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const waitExit = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => c.once('exit', () => r()));
  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    pid: () => (child as ChildProcess | null)!.pid!,
    log: () => output,
    async crash() {
      const c = child!;
      c.kill('SIGKILL');
      await waitExit(c);
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), 10_000);
      await waitExit(c);
      clearTimeout(t);
    },
    restart: launch,
  };
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** An HTTP answer; `body` is parsed JSON, inspected freely by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, checked field by field
export type Answer = { status: number; body: any; ms: number; error?: string };

/** fetch with a JSON body and a bearer token; network errors (a killed server) are returned, not thrown. */
export async function api(
  base: string,
  method: string,
  p: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(base + p, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - started, error: String(err) };
  }
}
