import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the SPA as `npm start` does (production React), once per run. */
export function buildApp() {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    // vitest sets NODE_ENV=test, which would give React's development build: test what ships.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** What the server printed until it was ready (demo accounts, agents' links). */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * `npm start`'s server on the built app, a fresh DATA_DIR (demo seed included) and a free port;
 * resolves once it answers. `env` adds settings, e.g. `{ API_PROFILE: 'spec' }` for the API as
 * production runs it (SPEC §7 only).
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const port = String(4100 + Math.floor(Math.random() * 800));
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: port,
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  while (!log.includes('Back-office ready')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    log: () => log,
    async stop() {
      // The data directory goes once the server has exited (it writes to it until then).
      const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
