import { afterEach, describe, expect, it } from 'vitest';
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Resource, ResourceContextProvider } from 'react-admin';
import { memoryStore } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { server, API } from '../setup/msw';
import { dashboardRoutes } from '../../src/dashboardRoutes';
import { dataProvider } from '../../src/dataProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { i18nProvider } from '../../src/i18n';
import { setDisplayLocale } from '../../src/lib/displayLocale';
import { EventList } from '../../src/resources/events/EventList';
import { agency, managed, useBusinessApi } from './businessHarness';
import { sampleEvent } from './eventsHarness';

/** The list screen the dashboard registers for a resource, as <Admin> renders it. */
function screenOf(name: string): ReactElement {
  const route = dashboardRoutes.find(
    (r) => isValidElement(r) && r.type === Resource && (r.props as { name: string }).name === name,
  ) as ReactElement<{ list: ReactElement | ComponentType }>;
  const { list } = route.props;
  return isValidElement(list) ? list : createElement(list);
}

function renderScreen(name: string, ui: ReactElement, locale?: 'en' | 'fr') {
  localStorage.setItem('token', 'tok');
  return render(
    <MemoryRouter initialEntries={[`/dashboard/${name}`]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={dashboardAuthProvider}
        i18nProvider={i18nProvider}
        store={memoryStore(locale ? { locale } : {})}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        basename="/dashboard"
      >
        <ResourceContextProvider value={name}>{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const transfers = [
  {
    _id: '64f1a2b3c4d5e6f7a8b9c0d1',
    amount: 5000,
    status: 'APPROVED',
    createdAt: '2026-11-20T09:00:00.000Z',
    notes: 'Alimentation du compte',
    receiptUrl: null,
    companyName: 'Demo SARL',
  },
];

afterEach(() => setDisplayLocale('default'));

describe('one language per screen', () => {
  it("in the default locale, a French screen has react-admin's controls in French", async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/bank_transfers`, () => HttpResponse.json(transfers)));
    renderScreen('bank-transfers', screenOf('bank-transfers'));
    await screen.findByText('Approuvé');
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
    expect(screen.getByText('1-1 sur 1')).toBeInTheDocument();
  });

  it("in the default locale, an English screen keeps react-admin's controls in English", async () => {
    useBusinessApi({ users: () => managed });
    renderScreen('users', screenOf('users'));
    await screen.findByText('Amira Trabelsi');
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('in Français, event dates are French; in the default locale they stay en-US (SPEC §9)', async () => {
    server.use(
      http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } }),
      ),
    );
    const french = renderScreen('events', <EventList />, 'fr');
    expect(await screen.findByText('1–2 mai 2030 à 20:00')).toBeInTheDocument();
    expect(screen.queryByText('May 1–2, 2030, 8:00 PM')).not.toBeInTheDocument();
    french.unmount();

    renderScreen('events', <EventList />, 'en');
    expect(await screen.findByText('May 1–2, 2030, 8:00 PM')).toBeInTheDocument();
  });
});
