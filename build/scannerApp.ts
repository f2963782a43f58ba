import { statSync } from 'node:fs';
import path from 'node:path';
import { build, type LogLevel, type Plugin } from 'vite';
import { SCANNER_PAGE_PATH } from '../src/lib/scannerAddress.ts';

/** The scanner's page, an input of its own build (vite.scanner.config.ts). */
export const SCANNER_HTML = 'security-scanner.html';

/**
 * The door scanner is a separate small app (security-scanner.html, src/customRoutes/scanner/main.tsx):
 * phones on event Wi-Fi load React, the theme and the scanner, not the back-office's router and
 * shell. It has its own build so that nothing of the back-office's chunks is shared with it.
 * - `vite build`: once the back-office is written, builds the scanner into the same `dist/`;
 * - `vite` (dev): serves the scanner's page at its addresses, as the server does in production.
 */
export function scannerApp(scannerConfigFile: string): Plugin {
  let logLevel: LogLevel | undefined;
  let mode = 'production';
  let building = false;
  let publicDir = '';
  return {
    name: 'scanner-app',
    configResolved(config) {
      logLevel = config.logLevel;
      mode = config.mode;
      building = config.command === 'build';
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?');
        // The scanner's own files (public/security-scanner/: worker, manifest) are files, as in production.
        const isFile = (p: string) =>
          publicDir !== '' && !!statSync(path.join(publicDir, p), { throwIfNoEntry: false })?.isFile();
        if (pathname && SCANNER_PAGE_PATH.test(pathname) && !isFile(pathname))
          req.url = `/${SCANNER_HTML}${query ? `?${query}` : ''}`;
        next();
      });
    },
    async closeBundle() {
      if (!building) return;
      await build({ configFile: path.resolve(scannerConfigFile), logLevel, mode });
    },
  };
}
