import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './gzip';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
}
export interface RouteBundle {
  route: string;
  /** Source modules whose lazy chunks the route needs before it is usable (matched in the manifest). */
  lazyModules: string[];
  missing: string[];
  files: string[];
  js: Sizes;
  css: Sizes;
}

/** A route is the entry chunk plus the lazy modules it renders before it is usable (regexps on manifest `src`). */
export interface RouteSpec {
  route: string;
  /** The build's manifest in `dist/.vite/` (default `manifest.json`): the scanner is its own app. */
  manifest?: string;
  lazy: Array<{ match: RegExp; optional?: boolean; label: string }>;
}

export function readManifest(dist: string, name = 'manifest.json'): Manifest {
  const file = path.join(dist, '.vite', name);
  if (!existsSync(file)) throw new Error(`${file} missing: build.manifest must be on`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function sizesOf(dist: string, files: string[]): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const data = readFileSync(path.join(dist, f));
    raw += data.length;
    const gz = path.join(dist, `${f}.gz`);
    gzip += existsSync(gz) ? readFileSync(gz).length : gzipSize(data);
  }
  return { raw, gzip };
}

/** The static-import closure of `keys`: every chunk the browser fetches once these modules are requested. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('no entry in the manifest');
  return key;
}

export function routeBundle(dist: string, manifest: Manifest, spec: RouteSpec): RouteBundle {
  const lazyKeys: string[] = [];
  const missing: string[] = [];
  for (const want of spec.lazy) {
    const found = Object.keys(manifest).filter(
      (k) => manifest[k].isDynamicEntry && want.match.test(manifest[k].src ?? k),
    );
    if (found.length) lazyKeys.push(...found);
    else if (!want.optional) missing.push(want.label);
  }
  const chunks = closure(manifest, [entryKey(manifest), ...lazyKeys]);
  const js = [...chunks].map((k) => manifest[k].file);
  const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
  return {
    route: spec.route,
    lazyModules: lazyKeys,
    missing,
    files: [...js, ...css],
    js: sizesOf(dist, js),
    css: sizesOf(dist, css),
  };
}

/** Every JavaScript file of the build (what a visitor of every page would eventually download). */
export function totalJs(dist: string): Sizes & { files: number } {
  const dir = path.join(dist, 'assets');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return { ...sizesOf(dist, files), files: files.length };
}

/** Which build files a module's chunk (and its static imports) would add: for reports of what leaked where. */
export function chunkFilesFor(manifest: Manifest, key: string): string[] {
  return [...closure(manifest, [key])].map((k) => manifest[k].file);
}

/** npm packages (and app modules) present in a set of files, with their bytes before minification,, from the bench's `.vite/modules.json`. */
export function packagesIn(dist: string, files: string[]): Map<string, number> {
  const file = path.join(dist, '.vite', 'modules.json');
  const out = new Map<string, number>();
  if (!existsSync(file)) return out;
  const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, number>>;
  for (const f of files)
    for (const [pkg, bytes] of Object.entries(map[f] ?? {})) out.set(pkg, (out.get(pkg) ?? 0) + bytes);
  return out;
}
