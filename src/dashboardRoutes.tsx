import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import type { ResourceName } from './dataProvider';
import { ticketPagesRoutes } from './customRoutes/tickets';
import events from './resources/events';
import tickets from './resources/tickets';
import securityAgents from './resources/security-agents';
import fleet from './resources/fleet';
import reservations from './resources/reservations';
import users from './resources/users';
import transactions from './resources/transactions';
import bankTransfers from './resources/bank-transfers';
import journal from './resources/journal';
import payments from './resources/payments';
import subscriptions from './resources/subscriptions';

/**
 * A resource folder's `index.ts` default export, as react-admin's demo writes them
 * (`{ list, create, edit, show, icon, recordRepresentation, children }`): everything a
 * `<Resource>` takes but its name. The folder loads its screens with `lazy()`, so registering
 * every resource here does not put every area into the first screen's download.
 */
export type ResourceDefinition = Omit<ResourceProps, 'name'>;

// An event's tickets, security agents and statistics: pages of the events resource, from their folders.
const EventTickets = tickets.list;
const EventSecurityAgents = securityAgents.list;
const EventStatistics = lazy(() => import('./customRoutes/statistics/StatisticsPage'));
const eventsWithPages: ResourceDefinition = {
  ...events,
  children: [
    <Route key="tickets" path=":id/tickets" element={<EventTickets />} />,
    <Route key="security" path=":id/security" element={<EventSecurityAgents />} />,
    <Route key="statistics" path=":id/statistics" element={<EventStatistics />} />,
    ...events.children,
  ],
};

/** The resources, one entry each: the folder's default export (docs/architecture.md, "Adding a resource"). */
const RESOURCES: Record<ResourceName, ResourceDefinition> = {
  events: eventsWithPages,
  // Their lists are also pages of an event (above), where they get the event's id.
  tickets,
  'security-agents': securityAgents,
  fleet,
  reservations,
  users,
  transactions,
  'bank-transfers': bankTransfers,
  // Read-only lists over simple-REST endpoints (ra-data-simple-rest): payments, journal, subscriptions.
  payments,
  journal,
  subscriptions,
};

const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));

/** What <CoreAdminUI basename="/dashboard"> holds: the resources, then the pages that are not one. */
export const dashboardRoutes: ReactElement[] = [
  ...(Object.keys(RESOURCES) as ResourceName[]).map((name) => (
    <Resource key={name} name={name} {...RESOURCES[name]} />
  )),
  ticketPagesRoutes,
  <CustomRoutes key="rental-pages">
    <Route path="/reports" element={<ReportsPage />} />
  </CustomRoutes>,
];
