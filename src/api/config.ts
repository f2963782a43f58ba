declare global {
  interface Window {
    __APP_CONFIG__?: { apiBaseUrl?: string };
  }
}

/** The API's base address, read at run time (served as /config.js) so one build can target any API. */
export function apiBaseUrl(): string {
  const fromRuntime = typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiBaseUrl : undefined;
  return (fromRuntime ?? '').replace(/\/+$/, '');
}

export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;

/** Uploaded files are returned as relative paths; they are read from the API host. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
