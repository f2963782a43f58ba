import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';

const ReservationInvoicePage = lazy(() => import('./customRoutes/invoices/reservation/ReservationInvoicePage'));
const ScannerPage = lazy(() => import('./customRoutes/scanner/ScannerPage'));

/**
 * Pages reachable without a dashboard session (scanner, invoices), as keyed <Route> elements,
 * lazily loaded so the sign-in page does not carry their code.
 */
export const publicRoutes: ReactElement[] = [
  <Route key="reservation-invoice" path="/invoice/:id" element={<ReservationInvoicePage />} />,
  <Route key="security-scanner" path="/security-scanner/:agentId" element={<ScannerPage />} />,
  <Route key="security-scanner-denied" path="/security-scanner" element={<ScannerPage />} />,
];
