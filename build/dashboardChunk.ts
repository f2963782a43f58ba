import { build, type Plugin, type Rolldown } from 'vite';

/** The source modules that root the app shell and the dashboard, as suffixes of their absolute ids. */
const SHELL_ROOT = '/src/boot.tsx';
const DASHBOARD_ROOT = '/src/DashboardApp.tsx';
/** Set while the probe build runs, so that build does not start a probe of its own. */
const PROBE_FLAG = 'DASHBOARD_CHUNK_PROBE';

export const isProbeBuild = () => process.env[PROBE_FLAG] === '1';

type Chunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'facadeModuleId'
> & {
  moduleIds: string[];
};

function staticClosure(
  byFile: Map<string, Chunk>,
  roots: string[],
  stop: Set<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const walk = [...roots];
  while (walk.length) {
    const file = walk.pop()!;
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    walk.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The modules of the app shell: what boot.tsx loads statically (React, router, theme, App), which
 * every page runs after. The bundler, which does not know that, splits it by which pages share each
 * module; those pieces can all travel as one file.
 */
export function shellModules(chunks: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const shell = chunks.find((c) => c.facadeModuleId?.endsWith(SHELL_ROOT));
  const entry = chunks.find((c) => c.isEntry);
  if (!shell || !entry) return new Set();
  const inEntry = staticClosure(byFile, [entry.fileName]);
  const modules = new Set<string>();
  for (const file of staticClosure(byFile, [shell.fileName], inEntry))
    byFile.get(file)?.moduleIds.forEach((id) => modules.add(id));
  return modules;
}

/**
 * What the entry script loads statically besides itself (split by the bundler into several tiny
 * files). The entry's own modules stay in the entry chunk, which index.html names.
 */
export function entryModules(chunks: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const modules = new Set<string>();
  if (!entry) return modules;
  for (const file of staticClosure(byFile, entry.imports, new Set([entry.fileName])))
    byFile.get(file)?.moduleIds.forEach((id) => modules.add(id));
  return modules;
}

/**
 * The modules of the chunks only the dashboard's first screen loads: in the default split, the
 * static imports of DashboardApp's chunk that no public page (sign-in, password, invoices) reaches.
 */
export function dashboardOnlyModules(chunks: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const dashboard = chunks.find((c) => c.facadeModuleId?.endsWith(DASHBOARD_ROOT));
  const entry = chunks.find((c) => c.isEntry);
  if (!dashboard || !entry) return new Set();
  const publicSide = new Set<string>();
  const stack = [entry.fileName];
  while (stack.length) {
    const file = stack.pop()!;
    if (publicSide.has(file) || file === dashboard.fileName) continue;
    publicSide.add(file);
    const chunk = byFile.get(file);
    if (chunk) stack.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const modules = new Set<string>();
  const seen = new Set<string>();
  const walk = [dashboard.fileName];
  while (walk.length) {
    const file = walk.pop()!;
    if (seen.has(file) || publicSide.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    if (!chunk) continue;
    chunk.moduleIds.forEach((id) => modules.add(id));
    walk.push(...chunk.imports);
  }
  return modules;
}

/**
 * The chunks of a quick build of `configFile` with the bundler's default split (nothing written):
 * what the real build's groups are computed from.
 */
export async function probeChunks(configFile: string): Promise<Chunk[]> {
  process.env[PROBE_FLAG] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, manifest: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs
      .flatMap((o) => o.output)
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      .map((c) => ({ ...c, moduleIds: Object.keys(c.modules) }));
  } finally {
    delete process.env[PROBE_FLAG];
  }
}

/**
 * The rest of what the dashboard's first screen loads: components it shares with public pages
 * (buttons, dialogs, tabs...), outside the shell and `dashboardOnly`, as one file (a public page
 * that needs one of them downloads a few more kilobytes; the dashboard saves dozens of round trips).
 */
export function sharedUiModules(chunks: Chunk[], dashboardOnly: Set<string>): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const dashboard = chunks.find((c) => c.facadeModuleId?.endsWith(DASHBOARD_ROOT));
  const shell = chunks.find((c) => c.facadeModuleId?.endsWith(SHELL_ROOT));
  const entry = chunks.find((c) => c.isEntry);
  const modules = new Set<string>();
  if (!dashboard || !shell || !entry) return modules;
  const loaded = staticClosure(byFile, [entry.fileName, shell.fileName]);
  for (const file of staticClosure(byFile, [dashboard.fileName], loaded))
    byFile.get(file)?.moduleIds.forEach((id) => {
      if (!dashboardOnly.has(id)) modules.add(id);
    });
  return modules;
}

/**
 * One chunk for the dashboard's first screen. Left to itself the bundler splits what the dashboard
 * shares with its lazy pages into many small files, and over HTTP/1.1 on a slow network each file
 * costs a round trip: the events list waited on about eighty of them. A quick probe build (default
 * split, nothing written) tells which modules only the dashboard's first screen loads; the real
 * build gathers exactly those into one chunk, so nothing moves into pages that did not need it.
 */
export function dashboardChunk(configFile: string) {
  let only = new Set<string>();
  let shell = new Set<string>();
  let entry = new Set<string>();
  let sharedUi = new Set<string>();
  const plugin: Plugin = {
    name: 'dashboard-chunk',
    apply: 'build',
    async buildStart() {
      if (isProbeBuild()) return;
      const chunks = await probeChunks(configFile);
      only = dashboardOnlyModules(chunks);
      shell = shellModules(chunks);
      entry = entryModules(chunks);
      sharedUi = sharedUiModules(chunks, only);
    },
  };
  // Dependencies outside each set stay where the pages that also need them find them.
  const groups = [
    {
      name: 'start',
      test: (id: string) => entry.has(id),
      priority: 30,
      includeDependenciesRecursively: false,
    },
    {
      name: 'shell',
      test: (id: string) => shell.has(id),
      priority: 20,
      includeDependenciesRecursively: false,
    },
    {
      name: 'dashboard',
      test: (id: string) => only.has(id),
      priority: 10,
      includeDependenciesRecursively: false,
    },
    {
      name: 'ui',
      test: (id: string) => sharedUi.has(id),
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
