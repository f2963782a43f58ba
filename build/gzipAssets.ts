import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

/**
 * Writes `file.gz` beside every compressible file this build wrote (its bundle and its copy of
 * `public/`), so the server's `serveStatic({ precompressed: true })` answers gzip clients without
 * compressing per request. Only its own files: the scanner's build writes into the same folder.
 */
export function gzipAssets(skip: () => boolean = () => false): Plugin {
  let outDir = 'dist';
  let publicDir: string | false = false;
  const written: string[] = [];
  return {
    name: 'gzip-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir && existsSync(config.publicDir) ? config.publicDir : false;
    },
    writeBundle(_options, bundle) {
      written.push(...Object.keys(bundle).map((name) => path.join(outDir, name)));
    },
    closeBundle() {
      if (skip()) return;
      const copied = publicDir
        ? walk(publicDir).map((f) => path.join(outDir, path.relative(publicDir as string, f)))
        : [];
      for (const file of [...written, ...copied]) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        if (!existsSync(file)) continue;
        const raw = readFileSync(file);
        if (raw.length >= 1024)
          writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
