import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { PublicNamespaces, withNamespaces, type PublicNamespace } from './i18n/usePublicTranslate';
import { lazyPage } from './customRoutes/lazyPage';

const SCANNER: PublicNamespace[] = ['scanner'];
const INVOICE: PublicNamespace[] = ['invoices'];
const RESERVATION: PublicNamespace[] = ['invoices', 'rental'];

const ScannerPage = lazyPage(() =>
  withNamespaces(SCANNER, () => import('./customRoutes/scanner/ScannerPage')),
);
const SubscriptionInvoicePage = lazyPage(() =>
  withNamespaces(INVOICE, () => import('./customRoutes/invoices/subscription/SubscriptionInvoicePage')),
);
const TransferInvoicePage = lazyPage(() =>
  withNamespaces(INVOICE, () => import('./customRoutes/invoices/transfer/TransferInvoicePage')),
);
const ReservationInvoicePage = lazyPage(() =>
  withNamespaces(RESERVATION, () => import('./customRoutes/invoices/reservation/ReservationInvoicePage')),
);

/** The public pages that a first load can land on, by URL (src/main.tsx preloads the one it needs). */
export function publicPageFor(path: string): { preload: () => Promise<unknown> } | null {
  if (/^\/security-scanner\/[^/]+\/?$/.test(path)) return ScannerPage;
  if (/^\/invoices\/[^/]+\/?$/.test(path)) return SubscriptionInvoicePage;
  if (/^\/facture\/[^/]+\/?$/.test(path)) return TransferInvoicePage;
  if (/^\/invoice\/[^/]+\/?$/.test(path)) return ReservationInvoicePage;
  return null;
}

/**
 * Pages reachable without a dashboard session (scanner, invoices), as keyed <Route> elements,
 * lazily loaded so the sign-in page does not carry their code; each with the catalog namespaces
 * it shows (fetched with its code, in the current language only).
 */
export const publicRoutes: ReactElement[] = [
  <Route
    key="security-scanner"
    path="/security-scanner/:agentId"
    element={
      <PublicNamespaces ns={SCANNER}>
        <ScannerPage />
      </PublicNamespaces>
    }
  />,
  <Route
    key="security-scanner-denied"
    path="/security-scanner"
    element={
      <PublicNamespaces ns={SCANNER}>
        <ScannerPage />
      </PublicNamespaces>
    }
  />,
  <Route
    key="invoice-subscription"
    path="/invoices/:id"
    element={
      <PublicNamespaces ns={INVOICE}>
        <SubscriptionInvoicePage />
      </PublicNamespaces>
    }
  />,
  <Route
    key="invoice-transfer"
    path="/facture/:id"
    element={
      <PublicNamespaces ns={INVOICE}>
        <TransferInvoicePage />
      </PublicNamespaces>
    }
  />,
  <Route
    key="reservation-invoice"
    path="/invoice/:id"
    element={
      <PublicNamespaces ns={RESERVATION}>
        <ReservationInvoicePage />
      </PublicNamespaces>
    }
  />,
];
