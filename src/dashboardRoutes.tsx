import { lazy, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { eventsResource } from './resources/events';
import { ticketsRoutes } from './resources/tickets';
import { statisticsRoutes } from './customRoutes/statistics';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { securityRoutes } from './customRoutes/security/routes';

/**
 * A resource folder's list page, loaded when its route is first opened (react-admin's layout shows
 * its loader meanwhile), so `/dashboard/events` does not download every other area's list.
 * The side menu has its own icons (layout/menuEntries), so the folders' `icon` is not needed here.
 */
const lazyList = (load: () => Promise<{ default: { list: ComponentType } }>) =>
  lazy(() => load().then((m) => ({ default: m.default.list })));

// Rental area: fleet and reservations are list pages with modals (no /:id edit routes).
const FleetPage = lazy(() => import('./resources/cars/FleetPage').then((m) => ({ default: m.FleetPage })));
const ReservationsPage = lazy(() =>
  import('./resources/reservations/ReservationsPage').then((m) => ({ default: m.ReservationsPage })),
);
const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));
const PaymentsPage = lazy(() => import('./customRoutes/payments/PaymentsPage'));

/** What each business area adds inside <Admin basename="/dashboard">: its <Resource>s and <CustomRoutes>. */
export const dashboardRoutes: ReactElement[] = [
  eventsResource,
  ticketsRoutes,
  statisticsRoutes,
  ticketPagesRoutes,
  securityRoutes,
  <Resource key="users" name="users" list={lazyList(() => import('./resources/managedUsers'))} />,
  <Resource
    key="transactions"
    name="transactions"
    list={lazyList(() => import('./resources/transactions'))}
  />,
  <Resource
    key="bank-transfers"
    name="bank-transfers"
    list={lazyList(() => import('./resources/bankTransfers'))}
  />,
  <Resource key="fleet" name="fleet" list={FleetPage} />,
  <Resource key="reservations" name="reservations" list={ReservationsPage} />,
  <CustomRoutes key="rental-pages">
    <Route path="/reports" element={<ReportsPage />} />
    <Route path="/payments" element={<PaymentsPage />} />
  </CustomRoutes>,
];
