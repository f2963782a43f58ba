import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipDirectory } from './gzip';
import { moduleMapPlugin } from './moduleMap';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PRODUCT_DIST = path.join(ROOT, 'dist');
export const BASELINE_ROOT = path.join(ROOT, 'bench', 'baseline');
export const BASELINE_DIST = path.join(BASELINE_ROOT, 'dist');

/**
 * The product, exactly as `npm run build` makes it (vite.config.ts: manifest and .gz files; it
 * builds the scanner's app after the back-office). The scanner's app is built once more with the
 * module map, which the nested build does not carry: same config, same output.
 */
export async function buildProduct() {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [moduleMapPlugin()],
  });
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.scanner.config.ts'),
    logLevel: 'warn',
    plugins: [moduleMapPlugin()],
  });
}

/** The baseline app, by the same Vite and React plugin, default settings, then gzipped the same way. */
export async function buildBaseline() {
  await build({
    root: BASELINE_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), moduleMapPlugin()],
    build: { outDir: BASELINE_DIST, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 5000 },
  });
  gzipDirectory(BASELINE_DIST);
}
