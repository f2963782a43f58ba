import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { memoryStore } from 'ra-core';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';

/** Renders dashboard screens at `path` with the real dataProvider (over msw) and i18n. */
export function renderDashboard(path: string, routes: Array<[string, ReactElement]>) {
  localStorage.setItem('token', 'test-token');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/dashboard"
      >
        <Routes>
          {routes.map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const sampleEvent = {
  _id: 'e1',
  name: 'Sahara Nights',
  description: 'Music under the stars',
  category: 'music',
  color: '#3B82F6',
  image: '',
  video: '',
  location: {
    name: 'Douz dunes',
    address: 'Route de Douz',
    coordinates: { latitude: 33.45, longitude: 9.02 },
  },
  startDate: '2030-05-01',
  endDate: '2030-05-02',
  startTime: '20:00',
  endTime: '23:30',
  isActive: true,
  totalTicketsSold: 3,
  priceTiers: [
    { _id: 't1', name: 'General', description: 'Standing', price: 25.5, totalTickets: 100, soldTickets: 2 },
    { _id: 't2', name: 'VIP', description: 'Front rows', price: 80, totalTickets: 10, soldTickets: 1 },
  ],
};
