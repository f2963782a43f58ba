import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../env';
import type { ServerConfig } from '../config';
import { mayReadUpload } from '../uploads/signedUrl';
import { SCANNER_PAGE_PATH } from '../../src/lib/scannerAddress';

/** What the SPA reads at run time: where the API is, and the business's time zone. */
const clientSettings = (config: ServerConfig) => ({
  apiBaseUrl: config.apiBaseUrl,
  timeZone: config.timeZone,
});

/** Runtime settings for the SPA, so one build can target another API (`/config.js`, for `vite` dev mode). */
export function runtimeConfigScript(config: ServerConfig): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify(clientSettings(config))};\n`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the same settings written in (`<meta name="app-config" content="{json}">`, read
 * by src/api/config.ts): no blocking `/config.js` round trip before the app starts, and no inline
 * script (the CSP forbids them).
 */
export function withRuntimeConfig(indexHtml: string, config: ServerConfig): string {
  if (!indexHtml.includes('</head>')) return indexHtml;
  const json = JSON.stringify(clientSettings(config));
  const meta = `<meta name="app-config" content="${escapeAttribute(json)}" />`;
  return indexHtml.replace(/\s*<\/head>/, `\n    ${meta}\n  </head>`);
}

/**
 * Uploaded files, the built SPA, the scanner's page at the scanner's addresses, and the SPA's
 * index.html for every other GET (deep links).
 */
export function mountStatic(app: Hono<AppEnv>, config: ServerConfig, distDir: string) {
  app.get('/config.js', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(runtimeConfigScript(config), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const uploadsRoot = path.relative(process.cwd(), path.join(config.dataDir, 'uploads')) || '.';
  // Only public car pictures are readable by URL alone; documents and receipts need a signed link.
  app.use('/uploads/*', async (c, next) => {
    if (!mayReadUpload(config.jwtSecret, c.req.path, c.req.query('expires'), c.req.query('sig')))
      return c.json({ message: 'Not found' }, 404);
    await next();
  });
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploadsRoot,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'private, max-age=600');
      },
    }),
  );
  app.all('/uploads/*', (c) => c.json({ message: 'Not found' }, 404));

  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const pageHtml = withRuntimeConfig(readFileSync(indexFile, 'utf8'), config);
  const sendIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml);
  };
  // The door scanner is its own small app (security-scanner.html), sent for its addresses only.
  const scannerFile = path.join(distDir, 'security-scanner.html');
  const scannerHtml = existsSync(scannerFile)
    ? withRuntimeConfig(readFileSync(scannerFile, 'utf8'), config)
    : null;
  const sendPage = (c: Context<AppEnv>) => {
    if (!scannerHtml || !SCANNER_PAGE_PATH.test(c.req.path)) return sendIndex(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(scannerHtml);
  };
  const distRoot = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root: distRoot,
      precompressed: true,
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a 404, never the SPA's HTML (a browser would reject it as a script).
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // `/` and `/index.html` too: the page carries the runtime settings.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use(
    '*',
    serveStatic({
      root: distRoot,
      precompressed: true,
      // The scanner's service worker and manifest (public/security-scanner/): checked at each visit.
      onFound: (p, c) => {
        if (/\/security-scanner\/(sw\.js|manifest\.webmanifest)$/.test(p))
          c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('*', sendPage);
}
