import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../env';
import type { ServerConfig } from '../config';

/** Runtime settings for the SPA, so one build can target another API (loaded by index.html before the app). */
export function runtimeConfigScript(config: ServerConfig): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify({ apiBaseUrl: config.apiBaseUrl })};\n`;
}

/** Uploaded files, the built SPA, and the SPA's index.html for every other GET (deep links). */
export function mountStatic(app: Hono<AppEnv>, config: ServerConfig, distDir: string) {
  app.get('/config.js', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(runtimeConfigScript(config), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const uploadsRoot = path.relative(process.cwd(), path.join(config.dataDir, 'uploads')) || '.';
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploadsRoot,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'private, max-age=86400');
      },
    }),
  );
  app.all('/uploads/*', (c) => c.json({ message: 'Not found' }, 404));

  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
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
  app.use('*', serveStatic({ root: distRoot, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    // Read on each request (it is tiny) so a rebuild is picked up without a restart.
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
