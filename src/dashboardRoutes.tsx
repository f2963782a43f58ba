import type { ReactElement } from 'react';
import { eventsResource } from './resources/events';
import { ticketsRoutes } from './resources/tickets';
import { statisticsRoutes } from './customRoutes/statistics';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { securityRoutes } from './customRoutes/security/routes';
import { Resource } from 'react-admin';
import managedUsers from './resources/managedUsers';
import transactions from './resources/transactions';
import bankTransfers from './resources/bankTransfers';

/**
 * What each business area adds inside <Admin basename="/dashboard">: its <Resource>s and
 * <CustomRoutes>, as an array of keyed elements. Areas append their own import here.
 */
export const dashboardRoutes: ReactElement[] = [eventsResource, ticketsRoutes, statisticsRoutes, ticketPagesRoutes];
export const dashboardRoutes: ReactElement[] = [securityRoutes];
export const dashboardRoutes: ReactElement[] = [
  <Resource key="users" name="users" {...managedUsers} />,
  <Resource key="transactions" name="transactions" {...transactions} />,
  <Resource key="bank-transfers" name="bank-transfers" {...bankTransfers} />,
];
