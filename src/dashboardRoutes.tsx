import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { RESOURCES } from './resources';

const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));

/**
 * What <Admin basename="/dashboard"> holds: one <Resource> per registered resource (src/resources),
 * then the pages that are not one. The folders load their screens with `lazy()`, so registering
 * every resource does not put every area into the first screen's download.
 */
export const dashboardRoutes: ReactElement[] = [
  // The menu, the provider and the access check read the rest of each definition.
  ...RESOURCES.map(({ menu: _menu, extension: _extension, dataProvider: _dataProvider, ...resource }) => (
    <Resource key={resource.name} {...resource} />
  )),
  ticketPagesRoutes,
  <CustomRoutes key="rental-pages">
    <Route path="/reports" element={<ReportsPage />} />
  </CustomRoutes>,
];
