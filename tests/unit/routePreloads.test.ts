import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routePreloads } from '../../server/http/routePreloads';

const INDEX =
  '<html><head>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';

function distWith(manifest: object) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/DashboardApp.tsx'],
  },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    src: 'src/boot.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/i18n/en/index.ts': { file: 'assets/en.js', src: 'src/i18n/en/index.ts', isDynamicEntry: true },
  'src/i18n/fr/index.ts': { file: 'assets/fr.js', src: 'src/i18n/fr/index.ts', isDynamicEntry: true },
  'src/i18n/fr/frenchByDefault.ts': {
    file: 'assets/frenchByDefault.js',
    src: 'src/i18n/fr/frenchByDefault.ts',
    isDynamicEntry: true,
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_shared.js'] },
  'src/DashboardApp.tsx': {
    file: 'assets/DashboardApp.js',
    src: 'src/DashboardApp.tsx',
    isDynamicEntry: true,
    imports: ['_mui.js', 'index.html'],
    css: ['assets/dash.css'],
  },
  'src/customRoutes/login/LoginPage.tsx': {
    file: 'assets/LoginPage.js',
    src: 'src/customRoutes/login/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
};

describe('routePreloads', () => {
  it('announces the lazy chunks of a dashboard deep link, not those already in the entry', () => {
    const html = routePreloads(distWith(manifest), INDEX)('/dashboard/events');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardApp.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/mui.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/dash.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en.js">');
    // The default locale's catalogs: English and the areas it shows in French, not all of French.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/frenchByDefault.js">');
    expect(html).not.toContain('href="/assets/fr.js"');
    expect(html).not.toContain('href="/assets/shared.js"');
    expect(html).not.toContain('LoginPage');
    expect(html.indexOf('DashboardApp.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('announces the sign-in page and the language catalogs on /', () => {
    const html = routePreloads(distWith(manifest), INDEX)('/');
    expect(html).toContain('href="/assets/LoginPage.js"');
    expect(html).toContain('href="/assets/en.js"');
    expect(html).not.toContain('DashboardApp');
  });

  it('announces the app shell on every page, which the small entry loads', () => {
    for (const url of ['/', '/dashboard', '/forgot-password', '/invoices/p1'])
      expect(routePreloads(distWith(manifest), INDEX)(url)).toContain('href="/assets/boot.js"');
    expect(routePreloads(distWith(manifest), INDEX)('/forgot-password')).not.toContain('DashboardApp');
  });

  it('leaves builds without a manifest unchanged', () => {
    expect(routePreloads(mkdtempSync(path.join(os.tmpdir(), 'nomanifest-')), INDEX)('/dashboard')).toBe(
      INDEX,
    );
  });
});
