import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export const gzipSize = (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;

/** Same as the product's build plugin (vite.config.ts): `file.gz` beside every compressible file. */
export function gzipDirectory(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const raw = readFileSync(file);
    if (raw.length >= 1024)
      writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  }
}
