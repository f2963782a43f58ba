import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { gzipAssets } from './build/gzipAssets.ts';
import { SCANNER_HTML } from './build/scannerApp.ts';
import { isProbeBuild, scannerStartChunk } from './build/scannerStartChunk.ts';

const start = scannerStartChunk(path.resolve(import.meta.dirname, 'vite.scanner.config.ts'));

/**
 * The door scanner's build (build/scannerApp.ts runs it after the back-office's): its page and
 * chunks go into the same `dist/`, its manifest beside the back-office's. `public/` is copied by
 * the back-office's build.
 */
export default defineConfig({
  plugins: [react(), gzipAssets(isProbeBuild), start.plugin],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: process.env.SOURCEMAP === 'hidden' ? 'hidden' : false,
    manifest: '.vite/scanner-manifest.json',
    rolldownOptions: {
      input: SCANNER_HTML,
      output: isProbeBuild() ? {} : { codeSplitting: { groups: start.groups } },
    },
  },
});
