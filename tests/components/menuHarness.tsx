import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceDefinitionContextProvider, type AuthProvider } from 'react-admin';
import { memoryStore, type ResourceDefinitions, type Store } from 'ra-core';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { Menu } from '../../src/layout/Menu';

/** The dashboard's resources the side menu knows of (those behind an extension included). */
export const MENU_RESOURCES = [
  'events',
  'users',
  'transactions',
  'bank-transfers',
  'subscriptions',
  'fleet',
  'reservations',
  'payments',
  'journal',
];

/** Resource definitions with a list screen each, as `<Resource list>` registers them. */
export const listDefinitions = (names: readonly string[]): ResourceDefinitions =>
  Object.fromEntries(names.map((name) => [name, { name, hasList: true }]));

/**
 * The side menu (or `page`) under the dashboard's basename at `path`, with the app's dataProvider
 * and i18nProvider; `routes` adds pages beside the dashboard (a sign-in page, say).
 */
export function renderDashboardMenu({
  path = '/dashboard/events',
  authProvider,
  store = memoryStore(),
  definitions = listDefinitions(MENU_RESOURCES),
  page = <Menu />,
  routes,
}: {
  path?: string;
  authProvider?: AuthProvider;
  store?: Store;
  definitions?: ResourceDefinitions;
  page?: ReactNode;
  routes?: ReactNode;
} = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        basename="/dashboard"
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <Routes>
            <Route path="/dashboard/*" element={page} />
            {routes}
          </Routes>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
