import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { eventsResource } from './resources/events';
import { ticketsRoutes } from './resources/tickets';
import { statisticsRoutes } from './customRoutes/statistics';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { securityRoutes } from './customRoutes/security/routes';
import managedUsers from './resources/managedUsers';
import transactions from './resources/transactions';
import bankTransfers from './resources/bankTransfers';

// Rental area: fleet and reservations are list pages with modals (no /:id edit routes).
const FleetPage = lazy(() => import('./resources/cars/FleetPage').then((m) => ({ default: m.FleetPage })));
const ReservationsPage = lazy(() => import('./resources/reservations/ReservationsPage').then((m) => ({ default: m.ReservationsPage })));
const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));
const PaymentsPage = lazy(() => import('./customRoutes/payments/PaymentsPage'));

/**
 * What each business area adds inside <Admin basename="/dashboard">: its <Resource>s and
 * <CustomRoutes>, as an array of keyed elements. Areas append their own import here.
 */
export const dashboardRoutes: ReactElement[] = [
  eventsResource,
  ticketsRoutes,
  statisticsRoutes,
  ticketPagesRoutes,
  securityRoutes,
  <Resource key="users" name="users" {...managedUsers} />,
  <Resource key="transactions" name="transactions" {...transactions} />,
  <Resource key="bank-transfers" name="bank-transfers" {...bankTransfers} />,
  <Resource key="fleet" name="fleet" list={FleetPage} icon={DirectionsCarIcon} />,
  <Resource key="reservations" name="reservations" list={ReservationsPage} icon={EventNoteIcon} />,
  <CustomRoutes key="rental-pages">
    <Route path="/reports" element={<ReportsPage />} />
    <Route path="/payments" element={<PaymentsPage />} />
  </CustomRoutes>,
];
