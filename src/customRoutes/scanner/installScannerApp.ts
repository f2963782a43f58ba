/** Where the scanner's PWA files live (public/security-scanner/): the worker's scope is the scanner only. */
export const SCANNER_SCOPE = '/security-scanner/';

const canUseWorker = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Makes the scanner installable and reopenable offline: links its web manifest and registers its
 * service worker, whose scope is the scanner's pages only (the dashboard is never served by it).
 * Browsers without service workers, or pages not on a secure origin, simply skip it.
 */
export function installScannerApp() {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `${SCANNER_SCOPE}manifest.webmanifest`;
    document.head.appendChild(link);
  }
  if (!canUseWorker()) return;
  navigator.serviceWorker
    .register(`${SCANNER_SCOPE}sw.js`, { scope: SCANNER_SCOPE, updateViaCache: 'none' })
    .then(() => cacheLoadedFiles())
    .catch((err: unknown) => console.warn('Scanner offline support unavailable', err));
}

/**
 * Hands the worker the page and the files this page loaded before the worker controlled it (the
 * first visit), so that the very next opening works offline too. Later files pass through it anyway.
 */
export function cacheLoadedFiles() {
  if (!canUseWorker()) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const urls = [
      location.href,
      ...performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => {
          const url = new URL(u, location.href);
          return url.origin === location.origin && !url.pathname.startsWith('/api/');
        }),
    ];
    registration.active?.postMessage({ type: 'cache-files', urls });
  });
}

/**
 * Every file the scanner may need at the door, fetched now (at login, online) and handed to the
 * worker: the camera's QR decoder (jsQR, which the camera would otherwise fetch only when first
 * opened, so a phone reopened offline could not read codes), the screens shown later and the French
 * catalog (the language can be switched at the door with no network). `more`: the
 * caller's own lazy parts (the verify dialog, the camera panel).
 */
export async function cacheScannerFiles(more: Array<() => Promise<unknown>> = []) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Offline now: a fetch would fail and keep nothing, so fetch them once the network is back.
    window.addEventListener('online', () => void cacheScannerFiles(more), { once: true });
    return;
  }
  await Promise.allSettled([
    import('jsqr'),
    import('./LoginDeviceStatus'),
    import('./AccessDenied'),
    import('../../i18n/fr/scannerFrench'),
    ...more.map((load) => load()),
  ]);
  cacheLoadedFiles();
}
