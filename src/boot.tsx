import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './App';
import { CONFIG_META } from './api/config';

/**
 * The server writes the runtime settings into index.html (`<meta name="app-config">`). Vite's dev
 * server serves index.html as is, so in dev mode they come from `/config.js` (proxied to the API).
 */
async function runtimeConfigForDev() {
  const dev = (import.meta as unknown as { env: { DEV: boolean } }).env.DEV;
  if (!dev || document.querySelector(`meta[name="${CONFIG_META}"]`)) return;
  const url = '/config.js';
  await import(/* @vite-ignore */ url).catch(() => undefined);
}

void Promise.all([runtimeConfigForDev(), preloadFirstPage(window.location.pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
