import { lazy, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';
import events from './resources/events';
import tickets from './resources/tickets';
import securityAgents from './resources/security-agents';
import { ticketPagesRoutes } from './customRoutes/tickets';

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
// An event's tickets, security agents and statistics: pages of the events resource.
const EventTickets = tickets.list;
const EventSecurityAgents = securityAgents.list;
const EventStatistics = lazy(() => import('./customRoutes/statistics/StatisticsPage'));
const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));
const PaymentsPage = lazy(() => import('./customRoutes/payments/PaymentsPage'));

/** What each business area adds inside <Admin basename="/dashboard">: its <Resource>s and <CustomRoutes>. */
export const dashboardRoutes: ReactElement[] = [
  <Resource key="events" name="events" {...events}>
    {events.children}
    <Route path=":id/tickets" element={<EventTickets />} />
    <Route path=":id/security" element={<EventSecurityAgents />} />
    <Route path=":id/statistics" element={<EventStatistics />} />
  </Resource>,
  <Resource key="tickets" name="tickets" {...tickets} />,
  <Resource key="security-agents" name="security-agents" {...securityAgents} />,
  ticketPagesRoutes,
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
