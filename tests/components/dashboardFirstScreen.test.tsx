import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, usePermissions } from 'react-admin';
import { memoryStore } from 'ra-core';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { countingDashboardApi, dropEarlyAnswers } from '../setup/dashboardStartApi';
import { dataProvider } from '../../src/dataProvider';
import { authProvider } from '../../src/authProvider';
import { i18nProvider } from '../../src/i18n';
import { prefetchDashboardStart } from '../../src/dataProvider/dashboardPrefetch';
import {
  FIRST_SCREEN_WAIT_MS,
  createDashboardQueryClient,
  prepareFirstScreen,
} from '../../src/dashboardQueries';
import { EventList } from '../../src/resources/events/EventList';
import { sampleEvent } from './eventsHarness';

const location = { pathname: '/dashboard/events', search: '' };
const LIST = 'events?page=1&limit=10';

/** The entry's early requests, then the first screen's queries, as src/main.tsx and App.tsx run them. */
async function openDashboard() {
  localStorage.setItem('token', 'tok');
  prefetchDashboardStart(location);
  const queryClient = createDashboardQueryClient();
  await prepareFirstScreen(queryClient, location);
  return queryClient;
}

function renderList(queryClient: ReturnType<typeof createDashboardQueryClient>) {
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
          <Route path="/dashboard/events" element={<EventList />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The keys of the queries that start fetching from now on. */
function queriesStarted(queryClient: ReturnType<typeof createDashboardQueryClient>) {
  const started: string[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch')
      started.push(JSON.stringify(event.query.queryKey));
  });
  return started;
}

afterEach(() => dropEarlyAnswers('tok'));

describe("the dashboard's first screen", () => {
  it('renders the events from the early answers in its first render, and asks the server once', async () => {
    const { hits } = countingDashboardApi({ live: null, events: [sampleEvent] });
    renderList(await openDashboard());
    // No loader first: the very first render already has the event.
    expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
    expect(screen.queryByLabelText('loading')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(hits).toEqual({ 'users/current': 1, 'events/current': 1, [LIST]: 1 });
  });

  it('waits a bounded time for answers still on their way; the screen then joins them and they are still sent once', async () => {
    const { hits, count } = countingDashboardApi({ live: null, events: [sampleEvent] });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/api/events`, async ({ request }) => {
        count(`events?${new URL(request.url).searchParams}`);
        await held;
        return HttpResponse.json({ data: [sampleEvent], pagination: { page: 1, pages: 1, total: 1 } });
      }),
    );
    const started = Date.now();
    const queryClient = await openDashboard(); // returns although the events page is held
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_SCREEN_WAIT_MS - 20);

    renderList(queryClient);
    expect(screen.getByLabelText('loading')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sahara Nights')).toBeInTheDocument();
    expect(hits[LIST]).toBe(1);
  });

  it('a first answer made stale by a change is fetched again', async () => {
    const { hits } = countingDashboardApi({ live: null, events: [sampleEvent] });
    const queryClient = await openDashboard();
    renderList(queryClient).unmount();
    await queryClient.invalidateQueries({ queryKey: ['events', 'getList'] });
    renderList(queryClient);
    await waitFor(() => expect(hits[LIST]).toBe(2));
  });

  it('ten seconds on, a new visit of the list fetches it again as usual', async () => {
    const { hits } = countingDashboardApi({ live: null, events: [sampleEvent] });
    const queryClient = await openDashboard();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_001);
    try {
      renderList(queryClient);
      expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
      await waitFor(() => expect(hits[LIST]).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });

  it("once mounted, starts no other query (react-admin's access check is answered too: its answer after mount drew the list again)", async () => {
    countingDashboardApi({ live: null, events: [sampleEvent] });
    const queryClient = await openDashboard();
    const started = queriesStarted(queryClient);
    renderList(queryClient);
    expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 150));
    expect(started).toEqual([]);
  });

  it("asks react-admin's permissions no more once mounted (its router reads them before it sets up its routes)", async () => {
    countingDashboardApi({ live: null, events: [sampleEvent] });
    const queryClient = await openDashboard();
    const started = queriesStarted(queryClient);
    function Permissions() {
      usePermissions();
      return <p>permissions read</p>;
    }
    render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
          <Permissions />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('permissions read')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toEqual([]);
  });
});
