import { useEffect, useSyncExternalStore } from 'react';
import { i18nProvider } from '.';
import { loadCatalog } from './loadCatalog';
import { firstScreenOnly, initialLocale } from './initialCatalog';

let complete = !firstScreenOnly;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Fetches the rest of the starting catalog (once; again after a failed download). */
function completeCatalog(): Promise<void> {
  loading ??= loadCatalog(initialLocale).then(
    (messages) => {
      i18nProvider.complete(messages);
      complete = true;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null; // a failed download is tried again at the next page
    },
  );
  return loading;
}

/**
 * Runs `start` once the browser has nothing more urgent to do (the first page's code, data and
 * drawing first), at the latest after two seconds.
 */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 500);
  return () => window.clearTimeout(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether every screen's texts are in. The dashboard's first page starts with its own namespaces
 * only (./initialCatalog.ts): this fetches the rest once that page is drawn, or at once when a page
 * needs it (`needed`; a page change also asks again after a failed download).
 */
export function useCatalogComplete(needed: boolean, retryKey?: string): boolean {
  const done = useSyncExternalStore(subscribe, () => complete);
  useEffect(() => {
    if (done) return;
    if (needed) void completeCatalog();
    else return whenIdle(() => void completeCatalog());
  }, [done, needed, retryKey]);
  return done;
}
