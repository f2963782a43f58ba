import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';

const ReservationInvoicePage = lazy(() => import('./customRoutes/invoices/reservation/ReservationInvoicePage'));

/**
 * Pages reachable without a dashboard session (scanner, invoices), as keyed <Route> elements,
 * lazily loaded so the sign-in page does not carry their code.
 */
export const publicRoutes: ReactElement[] = [
  <Route key="reservation-invoice" path="/invoice/:id" element={<ReservationInvoicePage />} />,
];
