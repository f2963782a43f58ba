import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';
import { eventsResource } from './resources/events';
import { ticketsRoutes } from './resources/tickets';
import { statisticsRoutes } from './customRoutes/statistics';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { securityRoutes } from './customRoutes/security/routes';
import users from './resources/users';
import transactions from './resources/transactions';
import bankTransfers from './resources/bank-transfers';

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
  <Resource key="users" name="users" {...users} />,
  <Resource key="transactions" name="transactions" {...transactions} />,
  <Resource key="bank-transfers" name="bank-transfers" {...bankTransfers} />,
  <Resource key="fleet" name="fleet" list={FleetPage} />,
  <Resource key="reservations" name="reservations" list={ReservationsPage} />,
  <CustomRoutes key="rental-pages">
    <Route path="/reports" element={<ReportsPage />} />
    <Route path="/payments" element={<PaymentsPage />} />
  </CustomRoutes>,
];

/** A `<Resource>` element's component: react-admin reads its definition through this static method. */
type RegistrableType = { registerResource?: (props: unknown, permissions: unknown) => ResourceDefinition };

/**
 * The definitions react-admin registers for `dashboardRoutes` once it has mounted them, computed
 * the way it does (Resource.registerResource; the auth provider has no permissions). Given to its
 * resource-definition context from the start, so that registering them changes nothing and does
 * not draw the first screen a second time.
 */
export const dashboardResourceDefinitions: ResourceDefinitions = Object.fromEntries(
  dashboardRoutes.flatMap((element) => {
    const register = (element.type as RegistrableType).registerResource;
    if (typeof register !== 'function') return [];
    const definition = register(element.props, []);
    return [[definition.name, definition]];
  }),
);
