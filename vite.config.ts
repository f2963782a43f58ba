import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { dashboardChunk, isProbeBuild } from './build/dashboardChunk.ts';

/**
 * Writes `file.gz` beside every compressible build file, so the server's
 * `serveStatic({ precompressed: true })` answers gzip clients without compressing per request.
 */
function gzipAssets(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'gzip-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (isProbeBuild()) return;
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = readFileSync(file);
        if (raw.length >= 1024)
          writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';
const dashboard = dashboardChunk(path.resolve(import.meta.dirname, 'vite.config.ts'));

export default defineConfig({
  plugins: [react(), gzipAssets(), dashboard.plugin],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      '/config.js': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    // SOURCEMAP=hidden writes .map files (not referenced by the code) to profile the production build.
    sourcemap: process.env.SOURCEMAP === 'hidden' ? 'hidden' : false,
    // dist/.vite/manifest.json: which chunks each route loads (bench/bundle.ts walks it).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: isProbeBuild() ? {} : { output: { codeSplitting: { groups: dashboard.groups } } },
  },
});
