import { build, type Plugin, type Rolldown } from 'vite';

/** The source module that roots the dashboard, as the suffix of its absolute id. */
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

/**
 * The modules of the chunks only the dashboard's first screen loads: in the default split, the
 * static imports of DashboardApp's chunk that no public page (sign-in, scanner, invoices) reaches.
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
 * One chunk for the dashboard's first screen. Left to itself the bundler splits what the dashboard
 * shares with its lazy pages into many small files, and over HTTP/1.1 on a slow network each file
 * costs a round trip: the events list waited on about eighty of them. A quick probe build (default
 * split, nothing written) tells which modules only the dashboard's first screen loads; the real
 * build gathers exactly those into one chunk, so nothing moves into pages that did not need it.
 */
export function dashboardChunk(configFile: string) {
  let only = new Set<string>();
  const plugin: Plugin = {
    name: 'dashboard-chunk',
    apply: 'build',
    async buildStart() {
      if (isProbeBuild()) return;
      process.env[PROBE_FLAG] = '1';
      try {
        const result = await build({
          configFile,
          logLevel: 'silent',
          build: { write: false, manifest: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = outputs
          .flatMap((o) => o.output)
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((c) => ({ ...c, moduleIds: Object.keys(c.modules) }));
        only = dashboardOnlyModules(chunks);
      } finally {
        delete process.env[PROBE_FLAG];
      }
    },
  };
  const group = {
    name: 'dashboard',
    test: (id: string) => only.has(id),
    priority: 10,
    // Its dependencies outside the set stay where the public pages also find them.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
