import { lazy, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';
import { eventsResource } from './resources/events';
import { ticketsRoutes } from './resources/tickets';
import { statisticsRoutes } from './customRoutes/statistics';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { securityRoutes } from './customRoutes/security/routes';
import journalResource from './resources/journal';
import paymentsResource from './resources/payments';
import subscriptionsResource from './resources/subscriptions';

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
  </CustomRoutes>,
  // Issue 18 (money): read-only simple-REST resources; /dashboard/payments is the payments list.
  <Resource key="payments" name="payments" {...paymentsResource} />,
  <Resource key="journal" name="journal" {...journalResource} />,
  <Resource key="subscriptions" name="subscriptions" {...subscriptionsResource} />,
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
