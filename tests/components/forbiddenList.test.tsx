import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI } from 'react-admin';
import { memoryStore, type DataProvider } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { forgetStaff } from '../../src/authProvider/staff';
import { i18nProvider } from '../../src/i18n';
import { dashboardRoutes } from '../../src/dashboardRoutes';
import { AccessDenied } from '../../src/layout/AccessDenied';
import { EXTENSIONS } from '../../src/contract/extensions';
import type { StaffRole } from '../../src/contract/staff';
import { agency } from './businessHarness';
import { sampleCar } from './rentalHarness';

/**
 * A list address typed by a member whose role may not read that list: the dashboard's own routes
 * (every registered resource, react-admin's access-denied page) show "Not allowed" and ask the
 * server nothing of that list — no getList, no request beyond the session's.
 */

/** What a signed-in member's dashboard asks before any screen: the session and the server's offer. */
const SESSION_CALLS = ['/api/users/current', '/api/users/me', '/api/capabilities'];

let requests: string[] = [];
let getLists: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url).pathname);
};

/** The app's data provider, noting every getList react-admin asks of it. */
const watchedProvider: DataProvider = {
  ...dataProvider,
  getList: (resource, params) => {
    getLists.push(resource);
    return dataProvider.getList(resource, params);
  },
};

function signIn(role: StaffRole) {
  localStorage.setItem('token', `tok-forbidden-${role}-${Math.random()}`);
  const user = { ...agency, staff: { memberId: role === 'owner' ? null : 'm1', name: 'Someone', role } };
  offerExtensions(...EXTENSIONS);
  server.use(
    http.get(`${API}/api/users/current`, () => HttpResponse.json(user)),
    http.get(`${API}/api/users/me`, () => HttpResponse.json(user)),
    // What the server answers a role's forbidden list: the test fails before it matters.
    http.all(`${API}/api/*`, ({ request }) =>
      SESSION_CALLS.includes(new URL(request.url).pathname)
        ? undefined
        : HttpResponse.json({ message: 'Your role does not allow this action' }, { status: 403 }),
    ),
  );
}

/** The page alone: the app's layout adds the menu's own calls, not the list's. */
function BareLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The dashboard's routes (src/dashboardRoutes.tsx) under react-admin, at `path`. */
function openDashboard(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={watchedProvider}
        authProvider={dashboardAuthProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
        basename="/dashboard"
      >
        {/* As src/App.tsx mounts the dashboard: under /dashboard/*. */}
        <Routes>
          <Route
            path="/dashboard/*"
            element={
              <AdminUI layout={BareLayout} accessDenied={AccessDenied} loginPage={false} requireAuth>
                {dashboardRoutes}
              </AdminUI>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  forgetStaff();
  requests = [];
  getLists = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  forgetStaff();
});

describe('a list address the role may not read', () => {
  it.each([
    ['accounts', 'fleet'],
    ['rental', 'events'],
    ['rental', 'users'],
    ['door', 'transactions'],
    ['accounts', 'reservations'],
  ] as const)(
    '%s at /dashboard/%s: "Not allowed", and the list is never asked for',
    async (role, resource) => {
      signIn(role);
      openDashboard(`/dashboard/${resource}`);
      expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
      // Whatever the page would still start once drawn has started.
      await act(async () => undefined);
      expect(getLists).toEqual([]);
      expect(requests.filter((path) => !SESSION_CALLS.includes(path))).toEqual([]);
    },
  );

  it('a role that may read the list gets it from the same address (the watch sees a getList)', async () => {
    signIn('rental');
    server.use(http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })));
    openDashboard('/dashboard/fleet');
    expect((await screen.findAllByText(/Clio 5/)).length).toBeGreaterThan(0);
    expect(getLists).toContain('fleet');
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });
});
