import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipAssets } from './build/gzipAssets.ts';
import { scannerApp } from './build/scannerApp.ts';

const apiPort = process.env.API_PORT ?? '3001';

const zodImporters = new Map<string, boolean>();
/** zod itself, or an app module that imports it (each module's source read once per build). */
function importsZod(id: string): boolean {
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return false;
  let found = zodImporters.get(id);
  if (found === undefined) {
    found = /from 'zod'/.test(readFileSync(id, 'utf8'));
    zodImporters.set(id, found);
  }
  return found;
}

export default defineConfig({
  plugins: [react(), gzipAssets(), scannerApp(path.resolve(import.meta.dirname, 'vite.scanner.config.ts'))],
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
    rolldownOptions: {
      output: {
        // Modules that twenty or more lazy chunks share (react-admin's core, MUI's base components)
        // go into shared chunks instead of dozens of small ones, grouped by the pages that use them
        // (`entriesAware`): a page does not download what only other pages need (the contract's zod
        // schemas are not part of the events list's first screen). Groups under 1 MB of source are
        // merged with their nearest neighbour, so that a page still loads a few files, not dozens
        // (every page's first load is then about 3 KB smaller than with a 300 KB threshold).
        // The other common chunks (what a few pages share) are copied into the chunks that use them
        // when under 30 KB: a page then loads a dozen files instead of seventy, which on a slow
        // network costs far less time than the copies cost bytes. Copying needs rolldown's strict
        // execution order, which it turns on. Chunks are never copied, so what the first screen's
        // parallel downloads share is reached through one of them (a dynamic import) or the entry.
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id: string) => !importsZod(id),
              minShareCount: 20,
              entriesAware: true,
              entriesAwareMergeThreshold: 1_000_000,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
