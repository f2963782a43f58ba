import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigForDev } from '../../api/config';
import { preloadScannerApp, ScannerApp } from './ScannerApp';
import { scannerLaunchPath } from './scannerSession';

// The entry of security-scanner.html, which the server sends for the scanner's addresses (SPEC §2).
// The installed app starts at /security-scanner/?launch=app: the last agent's scanner.
const pathname = scannerLaunchPath(window.location);
void Promise.all([runtimeConfigForDev(), preloadScannerApp(pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ScannerApp pathname={pathname} />
    </StrictMode>,
  ),
);
