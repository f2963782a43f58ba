import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigForDev } from '../../api/config';
import { ScannerApp } from './ScannerApp';

// The entry of security-scanner.html, which the server sends for the scanner's addresses (SPEC §2).
void runtimeConfigForDev().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ScannerApp pathname={window.location.pathname} />
    </StrictMode>,
  ),
);
