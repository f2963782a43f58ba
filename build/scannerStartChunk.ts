import { build, type Plugin, type Rolldown } from 'vite';

/** Set while the probe build runs, so that build does not start a probe of its own. */
const PROBE_FLAG = 'SCANNER_START_PROBE';

export const isProbeBuild = () => process.env[PROBE_FLAG] === '1';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry'> & { moduleIds: string[] };

/** The modules of the chunks the entry loads statically besides itself. */
export function entryModules(chunks: Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const modules = new Set<string>();
  if (!entry) return modules;
  const seen = new Set<string>([entry.fileName]);
  const walk = [...entry.imports];
  while (walk.length) {
    const file = walk.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    chunk?.moduleIds.forEach((id) => modules.add(id));
    walk.push(...(chunk?.imports ?? []));
  }
  return modules;
}

/** The chunks of a quick build of `configFile` with the bundler's default split (nothing written). */
async function probeChunks(configFile: string): Promise<Chunk[]> {
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
 * One file for what the scanner's page loads besides its entry. Left to itself the bundler spreads
 * those modules over several small files by which lazy parts (ticket desk, camera, dialogs) share
 * them; on a phone each file costs a request and its headers. A probe build (default split,
 * nothing written) tells which modules the entry loads statically; the real build gathers them.
 */
export function scannerStartChunk(configFile: string) {
  let start = new Set<string>();
  const plugin: Plugin = {
    name: 'scanner-start-chunk',
    apply: 'build',
    async buildStart() {
      if (!isProbeBuild()) start = entryModules(await probeChunks(configFile));
    },
  };
  const groups = [
    {
      name: 'security-scanner-start',
      test: (id: string) => start.has(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
