import { createElement, isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { ticketPagesRoutes } from './customRoutes/tickets';
import { RESOURCES } from './resources';
import { FRENCH_RESOURCES_BY_DEFAULT } from './i18n/locales';
import { RequireAccess } from './layout/RequireAccess';
import { ListAccess } from './layout/ListAccess';

const ReportsPage = lazy(() => import('./customRoutes/reports/ReportsPage'));
// Downloaded with the first French screen (react-admin's French messages in the default locale).
const FrenchScreen = lazy(() => import('./i18n/FrenchScreen'));

const isFrenchByDefault = (name: string) => (FRENCH_RESOURCES_BY_DEFAULT as readonly string[]).includes(name);

const elementOf = (screen: NonNullable<ResourceProps['list']>): ReactElement =>
  isValidElement(screen) ? screen : createElement(screen as ComponentType);

/** A screen SPEC words in French, whose react-admin controls speak French too (src/i18n/FrenchScreen.tsx). */
function inFrench(screen: ResourceProps['list']): ReactElement | undefined {
  if (!screen) return undefined;
  return (
    <Suspense fallback={null}>
      <FrenchScreen>{elementOf(screen)}</FrenchScreen>
    </Suspense>
  );
}

/**
 * A resource's list page, mounted once the role may read the list (src/layout/ListAccess.tsx): a
 * typed address of a list the role may not read asks the server nothing.
 */
function guardedList(name: string, list: ResourceProps['list']): ReactElement | undefined {
  if (!list) return undefined;
  return <ListAccess>{isFrenchByDefault(name) ? inFrench(list) : elementOf(list)}</ListAccess>;
}

/**
 * What <Admin basename="/dashboard"> holds: one <Resource> per registered resource (src/resources),
 * then the pages that are not one. The folders load their screens with `lazy()`, so registering
 * every resource does not put every area into the first screen's download. A list page mounts only
 * once the role may read it. The screens SPEC words in French (FRENCH_RESOURCES_BY_DEFAULT, the
 * reports) render under FrenchScreen.
 */
export const dashboardRoutes: ReactElement[] = [
  // The menu, the provider and the access check read the rest of each definition.
  ...RESOURCES.map(
    ({ menu: _menu, extension: _extension, dataProvider: _dataProvider, list, ...resource }) => (
      <Resource key={resource.name} {...resource} list={guardedList(resource.name, list)} />
    ),
  ),
  ticketPagesRoutes,
  <CustomRoutes key="rental-pages">
    <Route
      path="/reports"
      element={<RequireAccess resource="reports">{inFrench(ReportsPage)}</RequireAccess>}
    />
  </CustomRoutes>,
];
