import { DEFAULT_TIME_ZONE, isTimeZone } from '../lib/timeZone';

interface RuntimeConfig {
  apiBaseUrl?: string;
  /** The business's IANA time zone: dates and times are shown on its clock. */
  timeZone?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeConfig;
  }
}

/** Where the server writes the runtime settings into the page it serves (no extra request). */
export const CONFIG_META = 'app-config';

/**
 * The server writes the runtime settings into the pages it serves (`<meta name="app-config">`).
 * Vite's dev server serves the HTML as is, so in dev mode they come from `/config.js` (proxied to
 * the API).
 */
export async function runtimeConfigForDev() {
  const dev = (import.meta as unknown as { env: { DEV: boolean } }).env.DEV;
  if (!dev || document.querySelector(`meta[name="${CONFIG_META}"]`)) return;
  const url = '/config.js';
  await import(/* @vite-ignore */ url).catch(() => undefined);
}

let fromPage: RuntimeConfig | null | undefined;

function pageConfig(): RuntimeConfig | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  const meta = typeof document !== 'undefined' ? document.querySelector(`meta[name="${CONFIG_META}"]`) : null;
  try {
    if (meta) fromPage = JSON.parse(meta.getAttribute('content') ?? '') as RuntimeConfig;
  } catch {
    fromPage = null;
  }
  return fromPage;
}

/**
 * The API's base address, read at run time so one build can target any API: from the
 * `<meta name="app-config">` the server writes into index.html, else from `/config.js`
 * (`window.__APP_CONFIG__`, still served for pages that load it, and loaded by `vite` dev mode).
 */
export function apiBaseUrl(): string {
  const fromRuntime =
    pageConfig()?.apiBaseUrl ??
    (typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiBaseUrl : undefined);
  return (fromRuntime ?? '').replace(/\/+$/, '');
}

let timeZone: string | undefined;

/** The business's time zone from the runtime settings (default Africa/Tunis), read once per page. */
export function businessTimeZone(): string {
  if (timeZone) return timeZone;
  const zone =
    pageConfig()?.timeZone ?? (typeof window !== 'undefined' ? window.__APP_CONFIG__?.timeZone : undefined);
  // Not kept before the settings exist (dev mode loads /config.js after the first modules run).
  if (zone === undefined) return DEFAULT_TIME_ZONE;
  timeZone = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  return timeZone;
}

export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;

/** Uploaded files are returned as relative paths; they are read from the API host. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
