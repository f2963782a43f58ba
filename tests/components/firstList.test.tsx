import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { memoryStore } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { sampleEvent } from './eventsHarness';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { queryClient } from '../../src/queryClient';
import { prefetchFirstList } from '../../src/firstList';
import { EventList } from '../../src/resources/events/EventList';
import { UsersList } from '../../src/resources/users/UsersList';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { managed, sampleTransactions } from './businessHarness';

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

/** Records the calls to `path`: the first is answered with `body`, later ones never are. */
function answerOnce(path: string, body: JsonBodyType, headers?: Record<string, string>) {
  const calls: URL[] = [];
  server.use(
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}${path}`, async ({ request }) => {
      calls.push(new URL(request.url));
      if (calls.length > 1) await delay('infinite');
      return HttpResponse.json(body, { headers });
    }),
  );
  return calls;
}

/** A screen of the dashboard on the shared query client (the one the prefetch fills). */
function renderScreen(path: string, screenElement: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
        basename="/dashboard"
      >
        <Routes>
          <Route path={path} element={screenElement} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

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

  it("leaves with the users screen's first page, from the server's pages when it offers them", async () => {
    localStorage.setItem('token', 'test-token');
    offerExtensions('pagedLists');
    const calls = answerOnce('/api/business/users', managed, {
      'Content-Range': `users 0-${managed.length - 1}/${managed.length}`,
    });
    prefetchFirstList('/dashboard/users', '');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].searchParams.get('range')).toBe('[0,24]');
    expect(calls[0].searchParams.get('sort')).toBe('["addedAt","DESC"]');
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['users', 'getList'] })[0]?.state.status).toBe(
        'success',
      ),
    );
    renderScreen('/dashboard/users', <UsersList />);
    // The list's own call (a background refresh) is never answered: the row comes from the prefetch.
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
  });

  it("leaves with the transactions screen's first page, from SPEC's whole array on a SPEC-only server", async () => {
    localStorage.setItem('token', 'test-token');
    const calls = answerOnce('/api/business/get_transactions', sampleTransactions);
    prefetchFirstList('/dashboard/transactions/', '');
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ queryKey: ['transactions', 'getList'] })[0]?.state.status,
      ).toBe('success'),
    );
    renderScreen('/dashboard/transactions', <TransactionsList />);
    expect(await screen.findByText(sampleTransactions[0].transactionCode)).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(1);
  });
});
