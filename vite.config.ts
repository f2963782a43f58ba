import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { gzipAssets } from './build/gzipAssets.ts';
import { scannerApp } from './build/scannerApp.ts';

const apiPort = process.env.API_PORT ?? '3001';

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
        // go into one chunk instead of dozens of small ones. The other common chunks (what a few
        // pages share) are copied into the chunks that use them when under 30 KB: a page then loads
        // a dozen files instead of seventy, which on a slow network costs far less time than the
        // copies cost bytes. Copying needs rolldown's strict execution order, which it turns on.
        codeSplitting: {
          groups: [{ name: 'shared', minShareCount: 20 }],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
