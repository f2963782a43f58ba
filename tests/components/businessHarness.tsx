import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { i18nProvider } from '../../src/i18n';

// react-admin's first render can take over a second when the suite runs files in parallel on 2 cores.
configure({ asyncUtilTimeout: 8000 });

export const agency = {
  _id: 'b1',
  email: 'demo@ticketing.tn',
  role: 'ticketAgency',
  balance: 25000,
  companyName: 'Demo SARL',
};

export const managed = [
  {
    _id: 'u1',
    firstName: 'Amira',
    lastName: 'Trabelsi',
    phoneNumber: '22345678',
    email: 'amira@mail.tn',
    balance: 10.5,
    lastPayment: '2026-11-02T10:00:00.000Z',
    profilePicture: null,
    addedAt: '2026-11-03T00:00:00.000Z',
  },
  {
    _id: 'u2',
    firstName: 'Sami',
    lastName: 'Dridi',
    phoneNumber: '55123456',
    email: null,
    balance: 0,
    lastPayment: null,
    profilePicture: null,
    addedAt: '2026-11-02T00:00:00.000Z',
  },
  {
    _id: 'u3',
    firstName: 'Ines',
    lastName: 'Jlassi',
    phoneNumber: '98000111',
    email: null,
    balance: 250,
    lastPayment: null,
    profilePicture: null,
    addedAt: '2026-11-01T00:00:00.000Z',
  },
];

/** A signed-in dashboard context (the app's own providers over msw) with react-admin's notifications. */
export function renderDashboard(ui: ReactNode) {
  localStorage.setItem('token', 'tok');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={dashboardAuthProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
    >
      {ui}
      <Notification />
    </AdminContext>,
  );
}

/** msw handlers for the session and the users list; `balance` is read on every /me call. */
export function useBusinessApi(opts: { balance?: () => number; users?: () => unknown[] } = {}) {
  const calls = { me: 0, getUsers: 0 };
  server.use(
    http.get(`${API}/api/users/me`, () => {
      calls.me++;
      return HttpResponse.json({ ...agency, balance: opts.balance ? opts.balance() : agency.balance });
    }),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/business/get_users`, () => {
      calls.getUsers++;
      return HttpResponse.json(opts.users ? opts.users() : managed);
    }),
  );
  return calls;
}

/** Three transactions of the business: completed, pending and cancelled. */
export const sampleTransactions = [
  {
    _id: 't1',
    type: 'SEND',
    amount: 75.25,
    transactionCode: 'TX100001',
    senderName: 'Demo SARL',
    receiverName: 'Amira Trabelsi',
    description: 'Recharge mensuelle',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'COMPLETED',
  },
  {
    _id: 't2',
    type: 'RECEIVE',
    amount: 50,
    transactionCode: 'TX100002',
    senderName: 'Sami Dridi',
    receiverName: 'Demo SARL',
    description: 'Remboursement avance',
    createdAt: '2026-11-10T10:00:00.000Z',
    status: 'PENDING',
  },
  {
    _id: 't3',
    type: 'SEND',
    amount: 20,
    transactionCode: 'TX100003',
    senderName: 'Demo SARL',
    receiverName: 'Ines Jlassi',
    description: 'Prime',
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'CANCELLED',
  },
];
