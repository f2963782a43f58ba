import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';

const ScannerPage = lazy(() => import('./customRoutes/scanner/ScannerPage'));
const SubscriptionInvoicePage = lazy(
  () => import('./customRoutes/invoices/subscription/SubscriptionInvoicePage'),
);
const TransferInvoicePage = lazy(() => import('./customRoutes/invoices/transfer/TransferInvoicePage'));
const ReservationInvoicePage = lazy(
  () => import('./customRoutes/invoices/reservation/ReservationInvoicePage'),
);

/**
 * Pages reachable without a dashboard session (scanner, invoices), as keyed <Route> elements,
 * lazily loaded so the sign-in page does not carry their code.
 */
export const publicRoutes: ReactElement[] = [
  <Route key="security-scanner" path="/security-scanner/:agentId" element={<ScannerPage />} />,
  <Route key="security-scanner-denied" path="/security-scanner" element={<ScannerPage />} />,
  <Route key="invoice-subscription" path="/invoices/:id" element={<SubscriptionInvoicePage />} />,
  <Route key="invoice-transfer" path="/facture/:id" element={<TransferInvoicePage />} />,
  <Route key="reservation-invoice" path="/invoice/:id" element={<ReservationInvoicePage />} />,
];
