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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether every screen's texts are in. The dashboard's first page starts with its own namespaces
 * only (./initialCatalog.ts); once it is drawn, this fetches the rest (`retryKey`: a page change
 * asks again after a failure).
 */
export function useCatalogComplete(retryKey?: string): boolean {
  const done = useSyncExternalStore(subscribe, () => complete);
  useEffect(() => {
    if (!done) void completeCatalog();
  }, [done, retryKey]);
  return done;
}
