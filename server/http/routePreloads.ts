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
 * the source modules (as named in Vite's manifest) that the URL renders first: the page, and for
 * public pages the texts it shows in the default language (src/i18n/publicCatalog.ts; a visitor
 * who chose another language fetches that one instead, a few KB).
 */
const ROUTE_MODULES: Array<[url: RegExp, module: RegExp]> = [
  [/^\/$/, /^src\/(boot\.tsx|customRoutes\/login\/LoginPage\.tsx|i18n\/public\/en\.common\.ts)$/],
  // The dashboard waits for its language catalog before its first render; the default locale's is
  // announced (the choice lives in the browser, and the other two cost one round trip only).
  [/^\/dashboard(\/|$)/, /^src\/(boot\.tsx|DashboardApp\.tsx|i18n\/defaultCatalog\.ts)$/],
  [
    /^\/security-scanner(\/|$)/,
    /^src\/(boot\.tsx|customRoutes\/scanner\/ScannerPage\.tsx|i18n\/public\/en\.scanner\.ts)$/,
  ],
  // Every page renders through the app shell (React, router, theme), loaded by the small entry.
  [/^\//, /^src\/boot\.tsx$/],
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
      (k) => manifest[k].isDynamicEntry && module.test(manifest[k].src ?? k),
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
