import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { memoryStore } from 'ra-core';
import { server, API } from '../setup/msw';
import { sampleEvent } from './eventsHarness';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { queryClient } from '../../src/queryClient';
import { prefetchFirstList } from '../../src/firstList';
import { EventList } from '../../src/resources/events/EventList';

const agency = { _id: 'a1', email: 'demo@ticketing.tn', role: 'ticketAgency', companyName: 'Demo' };

/** Counts the events list calls: the first is answered, later ones never are. */
function eventsApi() {
  const calls: URL[] = [];
  server.use(
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/events`, async ({ request }) => {
      calls.push(new URL(request.url));
      if (calls.length > 1) await delay('infinite');
      return HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } });
    }),
  );
  return calls;
}

afterEach(() => queryClient.clear());

describe('the first list leaves before the dashboard code', () => {
  it("fills react-query under the key react-admin's events list reads: the list shows it without its own answer", async () => {
    localStorage.setItem('token', 'test-token');
    const calls = eventsApi();
    prefetchFirstList('/dashboard/events', '');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].searchParams.get('limit')).toBe('10');
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['events', 'getList'] })[0]?.state.status).toBe(
        'success',
      ),
    );

    render(
      <MemoryRouter initialEntries={['/dashboard/events']}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          queryClient={queryClient}
          basename="/dashboard"
        >
          <Routes>
            <Route path="/dashboard/events" element={<EventList />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    // The list's own call (a background refresh) is never answered: the card comes from the prefetch.
    expect(await screen.findByText('Sahara Nights')).toBeInTheDocument();
  });

  it('asks for nothing without a session, and for no list on another address or with a query string', async () => {
    const calls = eventsApi();
    localStorage.removeItem('token');
    prefetchFirstList('/dashboard/events', '');
    localStorage.setItem('token', 'test-token');
    prefetchFirstList('/dashboard/events', '?page=2');
    prefetchFirstList('/dashboard/fleet', '');
    // The session check of the last two calls is the sign that they ran; no list was asked for.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls).toHaveLength(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['events', 'getList'] })).toHaveLength(0);
  });
});
