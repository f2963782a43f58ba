import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountStatic } from '../../server/http/static';
import type { ServerConfig } from '../../server/config';
import type { AppEnv } from '../../server/env';

/** A built dist/ with the back-office's page, the scanner's page and one public scanner file. */
function app() {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), page('back-office'));
  writeFileSync(path.join(dist, 'security-scanner.html'), page('scanner'));
  mkdirSync(path.join(dist, 'security-scanner'));
  writeFileSync(path.join(dist, 'security-scanner', 'sw.js'), '/* worker */');
  const config = {
    dataDir: mkdtempSync(path.join(tmpdir(), 'data-')),
    jwtSecret: 'x'.repeat(32),
    apiBaseUrl: '',
    timeZone: 'Africa/Tunis',
  } as ServerConfig;
  const hono = new Hono<AppEnv>();
  mountStatic(hono, config, path.relative(process.cwd(), dist));
  return hono;
}

describe('the scanner is its own page', () => {
  it("sends the scanner's page, with the runtime settings, at the scanner's addresses", async () => {
    const hono = app();
    for (const url of [
      '/security-scanner/AG-GATEA23456',
      '/security-scanner/AG-GATEA23456/',
      '/security-scanner',
    ]) {
      const res = await hono.request(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>scanner</title>');
      expect(html).toContain('<meta name="app-config"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("sends the back-office's page everywhere else, and the scanner's files as files", async () => {
    const hono = app();
    for (const url of ['/', '/dashboard/security', '/security-scanner/a/b', '/security-scannerX'])
      expect(await (await hono.request(url)).text()).toContain('<title>back-office</title>');
    expect(await (await hono.request('/security-scanner/sw.js')).text()).toBe('/* worker */');
  });
});
