import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Deep links whose page is a lazy chunk: without a hint the browser learns about that chunk only
 * after the entry script has run, one more round trip on a slow network. Pairs of URL pattern and
 * the source modules (as named in Vite's manifest) that the URL renders first: the page, and the
 * language catalogs every page waits for before its first render (src/i18n/index.ts): those of
 * the default locale, English and the few areas it shows in French. A browser set to English or
 * French alone fetches its catalog when the app starts.
 */
export const CATALOG_MODULES = /^src\/i18n\/(en\/index|fr\/frenchByDefault)\.ts$/;
const modules = (...sources: string[]) => new RegExp(`^src\\/(${sources.join('|')})$`);
const ROUTE_MODULES: Array<[url: RegExp, module: RegExp]> = [
  [/^\/$/, modules('boot\\.tsx', 'customRoutes\\/login\\/LoginPage\\.tsx')],
  [/^\/dashboard(\/|$)/, modules('boot\\.tsx', 'DashboardApp\\.tsx')],
  // Every page renders through the app shell (React, router, theme), loaded by the small entry.
  [/^\//, modules('boot\\.tsx')],
];

function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * index.html with `<link rel="modulepreload">` (and stylesheet) hints for the lazy chunks of the
 * requested route, from `dist/.vite/manifest.json`. Returns a function of the URL path; without a
 * manifest it always returns the plain index.html.
 */
export function routePreloads(distDir: string, indexHtml: string): (urlPath: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file) || !indexHtml.includes('</head>')) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const inEntry = new Set(entry ? closure(manifest, [entry]) : []);
  const pages = ROUTE_MODULES.map(([url, module]) => {
    const keys = Object.keys(manifest).filter(
      (k) =>
        manifest[k].isDynamicEntry && [module, CATALOG_MODULES].some((m) => m.test(manifest[k].src ?? k)),
    );
    const chunks = closure(manifest, keys).filter((k) => !inEntry.has(k));
    const links = [
      ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
      ...chunks
        .flatMap((k) => manifest[k].css ?? [])
        .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ];
    return {
      url,
      html: links.length
        ? indexHtml.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`)
        : indexHtml,
    };
  });
  return (urlPath) => pages.find((p) => p.url.test(urlPath))?.html ?? indexHtml;
}
