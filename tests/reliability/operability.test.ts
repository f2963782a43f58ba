import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../server/harness';
import { createApi, DISK_FULL_MESSAGE, STARTING_MESSAGE } from '../../server/app';
import { buildDeps } from '../../server/server';
import { isUploadRoute } from '../../server/http/uploadRoutes';
import { renderPng } from '../../server/seed/png';
import { DEMO_AGENCY_EMAIL, DEMO_PASSWORD } from '../../server/seed/accounts';
import { DATABASES, contextOn } from './lib/contexts';
import { createWorld, type World } from './lib/world';
import { ROUTE_POLICY } from './routePolicy';
import { fillPath, isWrite, mountedApiRoutes } from './lib/routes';
import { testConfig } from '../server/harness';
import { scratchPgDatabase } from './lib/pgDatabase';
import { freePort, startServerProcess } from './lib/serverProcess';
import { count, countStatus, flushStats } from './lib/stats';

const root = path.resolve(import.meta.dirname, '../..');
const START = path.join(root, 'scripts/start.mjs');
const MB = 1024 * 1024;
const mounts: string[] = [];
const scratchDirs: string[] = [];

/** A tmpfs with these mount options at `dir` (needs root); false where mounting is not allowed. */
function mountTmpfs(dir: string, options: string): boolean {
  mkdirSync(dir, { recursive: true });
  const res = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  if (res.status !== 0) return false;
  mounts.push(dir);
  return true;
}
/** Fills a file system until it refuses to take one more byte. */
function fill(dir: string) {
  spawnSync('sh', ['-c', `dd if=/dev/zero of=${dir}/filler bs=64k 2>/dev/null; true`]);
}
const canMount = (() => {
  const probe = mkdtempSync('/tmp/mount-probe-');
  const ok = mountTmpfs(probe, 'size=64k');
  if (ok) spawnSync('umount', [probe]);
  mounts.pop();
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

afterAll(() => {
  for (const dir of mounts.reverse()) spawnSync('umount', ['-l', dir]);
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  flushStats(import.meta.filename);
});

/** Runs `npm start` (scripts/start.mjs, without rebuilding the SPA) and collects its output and status. */
function runStart(env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [START], {
      cwd: root,
      env: { ...process.env, START_BUILD: '0', HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe('operability: npm start and the data directory', () => {
  const cases: Array<[label: string, dir: () => string]> = [
    [
      'not a directory',
      () => {
        const file = path.join(mkdtempSync('/tmp/rel-datadir-'), 'plain-file');
        scratchDirs.push(path.dirname(file));
        writeFileSync(file, 'x');
        return file;
      },
    ],
    ['on a special file system (/proc)', () => '/proc/ticketing-data'],
    [
      'not writable',
      () => {
        const dir = mkdtempSync('/tmp/rel-datadir-');
        scratchDirs.push(dir);
        // root writes through file modes: a read-only mount is what stops it.
        if (process.getuid?.() === 0 && canMount) mountTmpfs(dir, 'ro,size=1m');
        else chmodSync(dir, 0o555);
        return dir;
      },
    ],
  ];
  if (canMount) {
    cases.push([
      'on a full disk',
      () => {
        const dir = mkdtempSync('/tmp/rel-datadir-');
        scratchDirs.push(dir);
        mountTmpfs(dir, 'size=2m');
        fill(dir);
        return dir;
      },
    ]);
    cases.push([
      'on a disk with too little room (8 MB)',
      () => {
        const dir = mkdtempSync('/tmp/rel-datadir-');
        scratchDirs.push(dir);
        mountTmpfs(dir, 'size=8m');
        return path.join(dir, 'data');
      },
    ]);
  } else {
    console.warn('mount is not allowed here: the full-disk DATA_DIR cases cannot be built on this machine');
  }

  it.each(cases)(
    'npm start with DATA_DIR %s prints one clear line and exits non-zero (no hang, no stack)',
    async (_label, makeDir) => {
      const dir = makeDir();
      const res = await runStart({ DATA_DIR: dir, PORT: String(await freePort()) });
      count('faults');
      count('invariantChecks');
      const lines = res.output.split('\n').filter((l) => l.trim());
      expect(res.code, res.output).not.toBe(0);
      expect(res.code, 'exited by itself, not killed after the timeout').not.toBeNull();
      expect(lines, res.output).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot start the server: DATA_DIR .+\.$/);
      expect(res.output).not.toMatch(/\n\s+at |node_modules|\{.*\}.*;/);
    },
  );

  it('npm start exits with the server status: a crashed server makes it exit non-zero, a requested stop exits 0', async () => {
    const scratch = await scratchPgDatabase('relstart');
    try {
      for (const [how, expected] of [
        ['SIGKILL', 137],
        ['SIGTERM', 0],
      ] as const) {
        const dataDir = mkdtempSync('/tmp/rel-start-');
        scratchDirs.push(dataDir);
        const port = await freePort();
        const child: ChildProcess = spawn(process.execPath, [START], {
          cwd: root,
          env: {
            ...process.env,
            START_BUILD: '0',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: scratch.url,
            REDIS_URL: '',
            BCRYPT_ROUNDS: '4',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout!.on('data', (d) => (output += d));
        child.stderr!.on('data', (d) => (output += d));
        const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
        const deadline = Date.now() + 120_000;
        while (!output.includes('Back-office ready')) {
          if (child.exitCode !== null || Date.now() > deadline) throw new Error(output);
          await new Promise((r) => setTimeout(r, 100));
        }
        if (how === 'SIGKILL') {
          // The server process (start.mjs's child) dies as in a crash: start.mjs must not report success.
          const serverPid = Number(
            readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0],
          );
          process.kill(serverPid, 'SIGKILL');
          count('faults');
        } else {
          child.kill('SIGTERM');
        }
        count('invariantChecks');
        expect(await exited, `${how}: ${output.slice(-500)}`).toBe(expected);
      }
    } finally {
      await scratch.drop();
    }
  });
});

describe.each(DATABASES)('first start (%s)', (kind) => {
  it('the API answers 503 with a message until the demo data is seeded, never 401 to a valid demo login', async () => {
    const scratch = kind === 'PostgreSQL' ? await scratchPgDatabase('relfirst') : undefined;
    const dataDir = mkdtempSync('/tmp/rel-first-');
    scratchDirs.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        REDIS_URL: '',
        // The real cost: seeding hashes the demo passwords, the window a user could hit.
        BCRYPT_ROUNDS: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const statuses: number[] = [];
    try {
      const deadline = Date.now() + 150_000;
      let readyAt = -1;
      while (Date.now() < deadline) {
        const wasReady = output.includes('Back-office ready');
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_AGENCY_EMAIL, password: DEMO_PASSWORD }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (res) {
          countStatus(res.status, res.status === 503);
          const body = (await res.json()) as { message?: string; token?: string };
          statuses.push(res.status);
          if (wasReady) {
            readyAt = statuses.length;
            expect(res.status, JSON.stringify(body)).toBe(200);
            expect(body.token).toBeTruthy();
            break;
          }
          count('invariantChecks');
          expect([503, 200], `${res.status} ${JSON.stringify(body)}`).toContain(res.status);
          if (res.status === 503) expect(body.message).toBe(STARTING_MESSAGE);
        }
        if (child.exitCode !== null) throw new Error(output);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(readyAt, output.slice(-1000)).toBeGreaterThan(0);
      // The window was really observed: requests arrived while the data was being written.
      expect(statuses.filter((s) => s === 503).length, `statuses ${statuses.join(',')}`).toBeGreaterThan(0);
      expect(statuses).not.toContain(401);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await scratch?.drop();
    }
  });
});

describe.each(DATABASES)('a full disk at run time (%s)', (kind) => {
  let ctx: TestContext;
  let world: World;
  let seed: (d: TestContext['database']) => Promise<void>;
  let app: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ctx = await contextOn(kind, { loginRateLimit: { max: 100_000, windowMs: 60_000 } });
    ({ world, seed } = await createWorld(ctx.config.jwtSecret));
    await seed(ctx.database);
    app = createApi(buildDeps(ctx.config, ctx.database, () => {}));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function send(method: string, url: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    countStatus(res.status, res.status === 507);
    return { status: res.status, body: (await res.json().catch(() => null)) as { message?: string } | null };
  }

  /**
   * The database's disk is full: every write fails as PostgreSQL fails it (SQLSTATE 53100 disk_full),
   * raised by a statement trigger on every table (a real full disk cannot be made on a shared server).
   */
  async function diskFull(on: boolean) {
    const tables = await ctx.database.sql.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_migrations'`,
    );
    if (on)
      await ctx.database.sql.exec(
        `CREATE OR REPLACE FUNCTION rel_disk_full() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$ LANGUAGE plpgsql;`,
      );
    for (const { t } of tables) {
      await ctx.database.sql.exec(
        on
          ? `CREATE TRIGGER rel_disk_full BEFORE INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION rel_disk_full()`
          : `DROP TRIGGER IF EXISTS rel_disk_full ON "${t}"`,
      );
    }
  }

  it('writes answer 507 with a message (database disk_full 53100, injected; file uploads on a real full tmpfs), reads keep working', async () => {
    const owner = world.tokens.owner;
    await diskFull(true);
    count('faults');
    try {
      const writes: Array<[string, string, unknown]> = [
        ['POST', '/api/events', ROUTE_POLICY['POST /api/events'].validBody!(world)],
        ['POST', '/api/business/add_user', { phoneNumber: world.freePhone }],
        ['POST', '/api/business/add_funds', { phoneNumber: world.owner.managedPhone, amount: 1 }],
        ['POST', '/api/reservations', ROUTE_POLICY['POST /api/reservations'].validBody!(world)],
        ['POST', '/api/auth/forgot-password', { email: world.owner.email }],
      ];
      for (const [method, url, body] of writes) {
        const res = await send(method, url, owner, body);
        count('invariantChecks');
        expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(507);
        expect(res.body?.message).toBe(DISK_FULL_MESSAGE);
      }
      // Every other write route with a valid body: never a 500.
      for (const route of mountedApiRoutes(testConfig()).filter((r) => isWrite(r.method))) {
        const p = ROUTE_POLICY[route.key];
        if (!p?.validBody || p.kind === 'agent') continue;
        const url = fillPath(
          route.path,
          Object.fromEntries(route.params.map((n) => [n, p.params?.[n]?.(world)[0] ?? 'x'])),
        );
        const res = await send(route.method, url, owner, p.validBody(world));
        count('invariantChecks');
        expect(res.status, `${route.key}: ${JSON.stringify(res.body)}`).not.toBe(500);
        if (res.status >= 500) expect(res.status).toBe(507);
      }
      for (const url of [
        '/api/events',
        '/api/business/get_users',
        '/api/reservations',
        '/api/users/current',
      ]) {
        const res = await send('GET', url, owner);
        count('invariantChecks');
        expect(res.status, url).toBe(200);
      }
      // Signing in is a read: it still works.
      const login = await send('POST', '/api/auth/login', undefined, {
        email: world.owner.email,
        password: 'secret123',
      });
      expect(login.status).toBe(200);
    } finally {
      await diskFull(false);
    }
    // The disk has room again: writes work.
    expect(
      (await send('POST', '/api/business/add_user', owner, { phoneNumber: world.freePhone })).status,
    ).toBe(201);

    if (canMount) {
      // A real full disk under the uploads: the file write fails with ENOSPC.
      const uploads = path.join(ctx.config.dataDir, 'uploads');
      mountTmpfs(uploads, 'size=256k');
      fill(uploads);
      const form = new FormData();
      form.append(
        'images',
        new Blob([new Uint8Array(renderPng(64, 64, () => [1, 2, 3]))], { type: 'image/png' }),
        'a.png',
      );
      const res = await app.request('/api/rental-cars/upload-images', {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner}` },
        body: form,
      });
      countStatus(res.status, res.status === 507);
      count('faults');
      const answer = (await res.json()) as { message: string };
      spawnSync('umount', [uploads]);
      mounts.splice(mounts.indexOf(uploads), 1);
      expect(res.status, answer.message).toBe(507);
      expect(answer.message).toBe(DISK_FULL_MESSAGE);
    }
  });
});

describe('body size limits by route, not by Content-Type', () => {
  it('15 MB with a multipart header to every JSON route answers 413, and the server memory stays sane', async () => {
    const scratch = await scratchPgDatabase('relbody');
    const srv = await startServerProcess({ databaseUrl: scratch.url });
    try {
      const jsonWrites = mountedApiRoutes(testConfig()).filter(
        (r) => isWrite(r.method) && !isUploadRoute(r.method, fillPath(r.path, {})),
      );
      expect(jsonWrites.length).toBeGreaterThan(20);
      const body = Buffer.alloc(15 * MB, 'a');
      const queue = [...jsonWrites];
      const statuses: string[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let r = queue.shift(); r; r = queue.shift()) {
            const url = srv.url + fillPath(r.path, Object.fromEntries(r.params.map((n) => [n, 'x'])));
            const res = await fetch(url, {
              method: r.method,
              headers: { 'Content-Type': 'multipart/form-data; boundary=----x' },
              body,
              signal: AbortSignal.timeout(30_000),
            }).catch((e: Error) => ({ status: 0, text: async () => e.message }));
            countStatus(res.status);
            count('hostileInputs');
            statuses.push(`${r.key}: ${res.status}`);
            if (res.status !== 413) throw new Error(`${r.key}: ${res.status} ${await res.text()}`);
          }
        }),
      );
      count('concurrentOps', statuses.length);
      // Peak resident memory of the server process over the whole run.
      const peak =
        Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${srv.pid()}/status`, 'utf8'))![1]) * 1024;
      count('invariantChecks');
      console.log(
        `body limit: ${statuses.length} × 15 MB refused, server peak memory ${Math.round(peak / MB)} MB`,
      );
      expect(peak / MB, 'peak server memory in MB').toBeLessThan(400);
      // Control: an upload route still takes a multipart body larger than the JSON limit.
      const form = new FormData();
      form.append(
        'images',
        new Blob([new Uint8Array(Buffer.alloc(2 * MB))], { type: 'image/png' }),
        'big.png',
      );
      const upload = await fetch(`${srv.url}/api/rental-cars/upload-images`, { method: 'POST', body: form });
      countStatus(upload.status);
      expect(upload.status).not.toBe(413); // refused later, by authentication, not by size
    } finally {
      await srv.stop();
      await scratch.drop();
    }
  });
});
