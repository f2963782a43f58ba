import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** fileName -> npm packages inside that chunk (rendered bytes each). */
export type ModuleMap = Record<string, Record<string, number>>;

const packageOf = (id: string) => {
  // react-admin's theme (plain theme options) is told apart from its UI components.
  if (/node_modules\/ra-ui-materialui\/dist\/theme\//.test(id)) return 'ra-ui-materialui (theme)';
  const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m ? m[1] : id.includes('/src/') ? `app:${id.slice(id.lastIndexOf('/src/') + 1)}` : id;
};

/**
 * Bench-only build plugin (added by bench/lib/build.ts, not part of vite.config.ts): writes
 * `.vite/modules.json` so the bench can say which libraries (react-admin, charts, QR, date pickers,
 * the camera decoder) each route pulls in. It does not change the output.
 */
export function moduleMapPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bench-module-map',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const map: ModuleMap = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages: Record<string, number> = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const key = packageOf(id);
          packages[key] = (packages[key] ?? 0) + info.renderedLength;
        }
        map[fileName] = packages;
      }
      // The scanner's build writes into the same dist/ after the back-office's: one map for both.
      const file = path.join(outDir, '.vite', 'modules.json');
      const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleMap) : {};
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...earlier, ...map }, null, 1));
    },
  };
}
