import type { Plugin } from 'vite';
import { entryModules, isProbeBuild, probeChunks } from './dashboardChunk.ts';

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
