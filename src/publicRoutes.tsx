import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from './customRoutes/lazyPage';

const SubscriptionInvoicePage = lazyPage(
  () => import('./customRoutes/invoices/subscription/SubscriptionInvoicePage'),
);
const TransferInvoicePage = lazyPage(() => import('./customRoutes/invoices/transfer/TransferInvoicePage'));
const ReservationInvoicePage = lazyPage(
  () => import('./customRoutes/invoices/reservation/ReservationInvoicePage'),
);

/** The public pages that a first load can land on, by URL (src/App.tsx preloads the one it needs). */
export function publicPageFor(path: string): { preload: () => Promise<unknown> } | null {
  if (/^\/invoices\/[^/]+\/?$/.test(path)) return SubscriptionInvoicePage;
  if (/^\/facture\/[^/]+\/?$/.test(path)) return TransferInvoicePage;
  if (/^\/invoice\/[^/]+\/?$/.test(path)) return ReservationInvoicePage;
  return null;
}

/**
 * Pages reachable without a dashboard session (invoices), as keyed <Route> elements,
 * lazily loaded so the sign-in page does not carry their code. They translate with the app's
 * i18nProvider (src/App.tsx wraps them in PublicI18nProvider).
 */
export const publicRoutes: ReactElement[] = [
  <Route key="invoice-subscription" path="/invoices/:id" element={<SubscriptionInvoicePage />} />,
  <Route key="invoice-transfer" path="/facture/:id" element={<TransferInvoicePage />} />,
  <Route key="reservation-invoice" path="/invoice/:id" element={<ReservationInvoicePage />} />,
];
