import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { memoryStore } from 'ra-core';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { authProvider } from '../../src/authProvider';
import { i18nProvider } from '../../src/i18n';
import { prefetchDashboardStart } from '../../src/dataProvider/dashboardPrefetch';
import { takePrefetched } from '../../src/api/prefetch';
import {
  FIRST_SCREEN_WAIT_MS,
  createDashboardQueryClient,
  prepareFirstScreen,
} from '../../src/dashboardQueries';
import { EventList } from '../../src/resources/events/EventList';
import { sampleEvent } from './eventsHarness';

const agency = { _id: 'a1', email: 'demo@ticketing.tn', role: 'ticketAgency', balance: 0 };
const PATHS = ['/api/users/current', '/api/events/current', '/api/events?page=1&limit=10'];
const location = { pathname: '/dashboard/events', search: '' };

function countingApi() {
  const hits: Record<string, number> = {};
  const count = (path: string) => (hits[path] = (hits[path] ?? 0) + 1);
  server.use(
    http.get(`${API}/api/users/current`, () => {
      count('users/current');
      return HttpResponse.json(agency);
    }),
    http.get(`${API}/api/events/current`, () => {
      count('events/current');
      return HttpResponse.json({ data: null });
    }),
    http.get(`${API}/api/events`, ({ request }) => {
      count(`events?${new URL(request.url).searchParams}`);
      return HttpResponse.json({ data: [sampleEvent], pagination: { page: 1, pages: 1, total: 1 } });
    }),
  );
  return hits;
}

function renderList(queryClient: ReturnType<typeof createDashboardQueryClient>, list: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/dashboard/events']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
        basename="/dashboard"
      >
        <Routes>
          <Route path="/dashboard/events" element={list} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  for (const path of PATHS) void takePrefetched(path, 'tok');
});

describe("the dashboard's first screen", () => {
  it('renders the events from the early answers in its first render, and asks the server once', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart(location);
    const queryClient = createDashboardQueryClient();
    await prepareFirstScreen(queryClient, location);

    renderList(queryClient, <EventList />);
    // No loader first: the very first render already has the event.
    expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
    expect(screen.queryByLabelText('loading')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(hits).toEqual({ 'users/current': 1, 'events/current': 1, 'events?page=1&limit=10': 1 });
  });

  it('waits a bounded time for answers still on their way; the screen then joins them and they are still sent once', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/api/events`, async ({ request }) => {
        count(hits, `events?${new URL(request.url).searchParams}`);
        await held;
        return HttpResponse.json({ data: [sampleEvent], pagination: { page: 1, pages: 1, total: 1 } });
      }),
    );
    prefetchDashboardStart(location);
    const queryClient = createDashboardQueryClient();
    const started = Date.now();
    await prepareFirstScreen(queryClient, location); // returns although the events page is held
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_SCREEN_WAIT_MS - 20);

    renderList(queryClient, <EventList />);
    expect(screen.getByLabelText('loading')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sahara Nights')).toBeInTheDocument();
    expect(hits['events?page=1&limit=10']).toBe(1);
  });

  it('a first answer made stale by a change is fetched again', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart(location);
    const queryClient = createDashboardQueryClient();
    await prepareFirstScreen(queryClient, location);
    const first = renderList(queryClient, <EventList />);
    first.unmount();
    await queryClient.invalidateQueries({ queryKey: ['events', 'getList'] });
    renderList(queryClient, <EventList />);
    await waitFor(() => expect(hits['events?page=1&limit=10']).toBe(2));
  });
});

describe("the dashboard's first screen, later", () => {
  it('ten seconds on, a new visit of the list fetches it again as usual', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart(location);
    const queryClient = createDashboardQueryClient();
    await prepareFirstScreen(queryClient, location);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 10_001);
    try {
      renderList(queryClient, <EventList />);
      expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
      await waitFor(() => expect(hits['events?page=1&limit=10']).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });
});

function count(hits: Record<string, number>, path: string) {
  hits[path] = (hits[path] ?? 0) + 1;
}
