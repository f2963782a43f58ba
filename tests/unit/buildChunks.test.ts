import { describe, expect, it } from 'vitest';
import {
  dashboardOnlyModules,
  entryModules,
  sharedUiModules,
  shellModules,
} from '../../build/dashboardChunk';

/** A default split of a small app: entry -> boot (shell) -> App -> lazy pages. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  facade?: string,
) => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade ?? null,
});

const chunks = [
  chunk('index.js', ['/app/src/main.tsx', '/app/src/api/prefetch.ts'], ['config.js'], ['boot.js']),
  chunk('config.js', ['/app/src/api/config.ts'], []),
  chunk(
    'boot.js',
    ['/app/src/boot.tsx', '/app/src/App.tsx'],
    ['react.js'],
    ['login.js', 'invoice.js', 'dash.js'],
    '/app/src/boot.tsx',
  ),
  chunk('react.js', ['/nm/react-dom.js'], []),
  chunk('login.js', ['/app/src/LoginPage.tsx'], ['button.js', 'react.js'], [], '/app/src/LoginPage.tsx'),
  chunk(
    'invoice.js',
    ['/app/src/customRoutes/invoices/InvoicePage.tsx'],
    ['react.js', 'input.js'],
    [],
    '/app/src/customRoutes/invoices/InvoicePage.tsx',
  ),
  chunk('input.js', ['/nm/Input.js'], ['react.js']),
  chunk(
    'dash.js',
    ['/app/src/DashboardApp.tsx'],
    ['ra.js', 'button.js', 'input.js', 'react.js'],
    ['stats.js'],
    '/app/src/DashboardApp.tsx',
  ),
  chunk('ra.js', ['/nm/ra-core.js'], ['react.js']),
  chunk('button.js', ['/nm/Button.js'], ['react.js']),
  chunk('stats.js', ['/app/src/StatsPage.tsx', '/nm/recharts.js'], ['ra.js'], [], '/app/src/StatsPage.tsx'),
];

describe('first-screen chunk groups (build/dashboardChunk)', () => {
  it('the start group is what the entry script loads statically, not the entry itself', () => {
    expect([...entryModules(chunks)]).toEqual(['/app/src/api/config.ts']);
  });

  it('the shell is what boot loads statically, without what the entry already has', () => {
    expect([...shellModules(chunks)].sort()).toEqual([
      '/app/src/App.tsx',
      '/app/src/boot.tsx',
      '/nm/react-dom.js',
    ]);
  });

  it("the dashboard group is its first screen's code that no public page loads; lazy pages stay out", () => {
    expect([...dashboardOnlyModules(chunks)].sort()).toEqual(['/app/src/DashboardApp.tsx', '/nm/ra-core.js']);
  });

  it('shared UI is what the dashboard loads with public pages, outside entry and shell', () => {
    const shared = sharedUiModules(chunks, dashboardOnlyModules(chunks));
    expect([...shared].sort()).toEqual(['/nm/Button.js', '/nm/Input.js']);
    expect(shared.has('/nm/react-dom.js')).toBe(false);
    expect(shared.has('/nm/recharts.js')).toBe(false);
    expect(shared.has('/app/src/customRoutes/invoices/InvoicePage.tsx')).toBe(false);
  });

  it('without a dashboard or shell chunk nothing is grouped', () => {
    const withoutDash = chunks.filter((c) => c.fileName !== 'dash.js');
    expect(dashboardOnlyModules(withoutDash).size).toBe(0);
    expect(sharedUiModules(withoutDash, dashboardOnlyModules(withoutDash)).size).toBe(0);
  });
});
