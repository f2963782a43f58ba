import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigForDev } from '../../api/config';
import { preloadScannerApp, ScannerApp } from './ScannerApp';

// The entry of security-scanner.html, which the server sends for the scanner's addresses (SPEC §2).
const { pathname } = window.location;
void Promise.all([runtimeConfigForDev(), preloadScannerApp(pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ScannerApp pathname={pathname} />
    </StrictMode>,
  ),
);
