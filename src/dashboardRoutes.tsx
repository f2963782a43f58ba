import { lazy, type ComponentType, type ReactElement } from 'react';
import { Resource } from 'react-admin';
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
  <Resource key="users" name="users" list={lazyList(() => import('./resources/managedUsers'))} />,
  <Resource key="transactions" name="transactions" list={lazyList(() => import('./resources/transactions'))} />,
  <Resource key="bank-transfers" name="bank-transfers" list={lazyList(() => import('./resources/bankTransfers'))} />,
];
