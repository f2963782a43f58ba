import { lazy, type ReactElement } from 'react';
import { RequireAccess } from '../layout/RequireAccess';
import { Route } from 'react-router-dom';
import events from './events';
import tickets from './tickets';
import securityAgents from './security-agents';
import users from './users';
import transactions from './transactions';
import bankTransfers from './bank-transfers';
import subscriptions from './subscriptions';
import fleet from './fleet';
import reservations from './reservations';
import payments from './payments';
import journal from './journal';
import members from './members';
import approvals from './approvals';
import checkinLists from './checkin-lists';
import type { ResourceDefinition } from './defineResource';

// An event's tickets, security agents and statistics: pages of the events resource, from their
// folders (a folder never imports another: they meet here).
const EventTickets = tickets.list;
const EventSecurityAgents = securityAgents.list;
const EventStatistics = lazy(() => import('../customRoutes/statistics/StatisticsPage'));
// A role without the page gets "not allowed" (react-admin checks only a resource's own routes).
const guarded = (resource: string, page: ReactElement) => (
  <RequireAccess resource={resource}>{page}</RequireAccess>
);
const eventsWithPages = {
  ...events,
  children: [
    <Route key="tickets" path=":id/tickets" element={guarded('tickets', <EventTickets />)} />,
    <Route
      key="security"
      path=":id/security"
      element={guarded('security-agents', <EventSecurityAgents />)}
    />,
    <Route key="statistics" path=":id/statistics" element={guarded('statistics', <EventStatistics />)} />,
    ...events.children,
  ],
};

/**
 * The dashboard's resources, one line each (the folder's default export), in side-menu order.
 * Their `<Resource>`s (src/dashboardRoutes.tsx), menu entries (src/layout/Menu.tsx), providers
 * (src/dataProvider/index.ts) and access (src/authProvider/dashboardAuthProvider.ts) all come from
 * this list (docs/architecture.md, "Adding a resource").
 */
const REGISTERED = [
  eventsWithPages,
  tickets,
  securityAgents,
  users,
  transactions,
  bankTransfers,
  subscriptions,
  fleet,
  reservations,
  payments,
  journal,
  approvals,
  members,
  checkinLists,
] as const;

export type ResourceName = (typeof REGISTERED)[number]['name'];

export const RESOURCES: readonly ResourceDefinition<ResourceName>[] = REGISTERED;

export const RESOURCE_NAMES: readonly ResourceName[] = RESOURCES.map((resource) => resource.name);

/** A registered resource's definition, or undefined for a name the dashboard does not have. */
export const resourceNamed = (name: string) => RESOURCES.find((resource) => resource.name === name);
