// `npm start`: build the SPA when it is missing or older than its sources, then serve it and the API on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist', 'index.html');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const sources = [
  'src',
  'build',
  'public',
  'index.html',
  'security-scanner.html',
  'vite.config.ts',
  'vite.scanner.config.ts',
  'package.json',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
// START_BUILD=0: serve the dist/ that is there (built elsewhere, or by a test that only needs the API).
const stale =
  process.env.START_BUILD !== '0' &&
  (!existsSync(dist) || Math.max(...sources.map(newestMtime)) > statSync(dist).mtimeMs);
if (stale) {
  console.log('Building the back-office…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    // The production build of React whatever NODE_ENV the shell has.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The server's own status, so a supervisor sees a crash: a server killed by a signal exits 128 + its number
// (as a shell reports it), never 0. A stop we asked for (Ctrl+C, SIGTERM) still exits 0 through main.ts.
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGABRT: 6, SIGKILL: 9, SIGSEGV: 11, SIGTERM: 15 };
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (SIGNALS[signal] ?? 1) : 1));
});
