import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCatalogComplete } from '../i18n/catalogCompletion';
import { isEventsListPath } from '../lib/firstScreen';
import { PageLoading } from './PageLoading';

/**
 * A page other than the events list waits for the whole catalog when the dashboard started with the
 * first page's namespaces only (src/i18n/initialCatalog.ts): no screen ever shows a missing text.
 */
export function CatalogGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPage = isEventsListPath(pathname);
  const complete = useCatalogComplete(!firstPage, pathname);
  return complete || firstPage ? children : <PageLoading />;
}
