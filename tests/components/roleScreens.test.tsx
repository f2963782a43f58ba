import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, notifyManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { memoryStore, type AuthProvider } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { EXTENSIONS } from '../../src/contract/extensions';
import { STAFF_ROLES } from '../../src/contract/staff';
import { can, PERMISSIONS, type PermissionAction } from '../../src/contract/permissions';
import { EventList } from '../../src/resources/events/EventList';
import { EventShow } from '../../src/resources/events/EventShow';
import { TicketList } from '../../src/resources/tickets/TicketList';
import { SecurityAgentList } from '../../src/resources/security-agents/SecurityAgentList';
import StatisticsPage from '../../src/customRoutes/statistics/StatisticsPage';
import TicketDetailPage from '../../src/customRoutes/tickets/TicketDetailPage';
import { UsersList } from '../../src/resources/users/UsersList';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { BankTransfersList } from '../../src/resources/bank-transfers/BankTransfersList';
import SubscriptionList from '../../src/resources/subscriptions/SubscriptionList';
import JournalList from '../../src/resources/journal/JournalList';
import PaymentList from '../../src/resources/payments/PaymentList';
import ApprovalList from '../../src/resources/approvals/ApprovalList';
import MemberList from '../../src/resources/members/MemberList';
import FleetPage from '../../src/resources/fleet/FleetPage';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import { agency, managed } from './businessHarness';
import { sampleEvent } from './eventsHarness';
import { sampleCar, sampleReservation } from './rentalHarness';

/**
 * Every screen's buttons and links for every role, from the roles table itself
 * (src/contract/permissions.ts): each control names the right it needs, and a role sees it exactly
 * when `can(role, resource, action)` says so. Besides the real roles, each screen is opened by a
 * role that may only read that screen's resource: a button that forgets to ask react-admin's
 * `canAccess` shows to it, and the test fails.
 */

// react-query tells react of an answered access check at once, so "absent" is read after every answer.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

type Grant = (resource: string, action: string) => boolean;
type Needs = readonly [resource: string, action: PermissionAction];

interface Control {
  /** What the test looks for: a role and an accessible name (several rows may each have one). */
  role: 'button' | 'link' | 'combobox' | 'checkbox';
  name: string | RegExp;
  /** The right it needs, per the server's rule for the call it makes or the page it opens. */
  needs: Needs;
}

interface ScreenCase {
  name: string;
  /** The right that opens the screen: the roles without it get "not allowed" (team.test.tsx). */
  opens: Needs;
  address: string;
  route: string;
  element: ReactElement;
  api: () => void;
  /** Resolves once the screen's records are on it. */
  loaded: () => Promise<unknown>;
  controls: readonly Control[];
}

const EVENT = { ...sampleEvent, _id: 'e1' };
const ticket = (n: number, status: string) => ({
  _id: `id${n}`,
  ticketId: `TK-0000000${n}`,
  customerInfo: { firstName: 'Amira', lastName: `Ben ${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 80 },
  status,
  purchaseDate: '2030-04-01T10:00:00.000Z',
  isScanned: status === 'used',
});
const agent = {
  _id: 'a'.repeat(24),
  agentId: 'AG-GATEA23456',
  name: 'Gate A',
  isActive: true,
  loginCount: 3,
  qrCodeData: 'http://localhost:3000/security-scanner/AG-GATEA23456',
};
const stats = {
  totalRevenue: 131,
  totalTicketsSold: 3,
  scannedTickets: 1,
  unscannedTickets: 2,
  priceTierStats: [],
};
const transfer = {
  _id: 'tx1',
  type: 'SEND',
  amount: 75.25,
  transactionCode: 'TX100001',
  senderName: 'Demo SARL',
  receiverName: 'Amira Trabelsi',
  description: 'Prime',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'COMPLETED',
  transferId: 'T1',
  reversed: false,
};
const payment = {
  id: 'p1',
  reservationId: sampleReservation._id,
  invoiceNumber: 'INV-000000B2',
  customerName: 'Amira Ben Salah',
  car: { mark: 'Renault', model: 'Clio 5', year: 2023, licensePlate: '200 TU 1234' },
  status: 'paid',
  method: 'cash',
  amount: 100.25,
  paidAt: '2026-11-19T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  recordedBy: 'b1',
};
const journalEntry = {
  id: 'j1',
  actor: 'demo@ticketing.tn',
  action: 'reservation.status',
  entity: 'reservation',
  entityId: sampleReservation._id,
  before: { status: 'pending' },
  after: { status: 'confirmed' },
  idempotencyKey: null,
  createdAt: '2026-11-21T09:00:00.000Z',
};
const approval = {
  id: 'a1',
  kind: 'bulk_add_funds',
  total: 5000,
  recipients: 2,
  amount: 2500,
  description: 'Primes',
  author: 'someone@ticketing.tn',
  status: 'pending',
  approver: null,
  decidedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  mine: false,
};
const bankTransfer = {
  _id: '64f1a2b3c4d5e6f7a8b9c0d1',
  amount: 5000,
  status: 'APPROVED',
  createdAt: '2026-11-20T09:00:00.000Z',
  notes: 'Alimentation du compte',
  receiptUrl: '/uploads/receipts/r1.png',
  companyName: 'Demo SARL',
};
const money = (count: number, amount: number) => ({ count, amount });
const paymentTotals = {
  byMethod: { wallet: money(0, 0), cash: money(1, 100.25), card: money(0, 0), bank_transfer: money(0, 0) },
  byStatus: { pending: money(0, 0), paid: money(1, 100.25), refunded: money(0, 0) },
  collected: 100.25,
};
const invited = {
  id: 'm2',
  name: 'Karim Compta',
  email: 'karim@team.tn',
  role: 'accounts',
  isActive: true,
  lastLogin: null,
  invited: true,
};

const simpleRest = (name: string, rows: unknown[]) =>
  http.get(`${API}/api/${name}`, () =>
    HttpResponse.json(rows, { headers: { 'Content-Range': `${name} 0-${rows.length - 1}/${rows.length}` } }),
  );
const eventApi = () => http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: EVENT }));
const reservationsApi = () =>
  server.use(
    http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
    http.get(`${API}/api/reservations/stats`, () =>
      HttpResponse.json({
        stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 271.5 },
      }),
    ),
    http.get(`${API}/api/reservations/${sampleReservation._id}`, () =>
      HttpResponse.json({ reservation: sampleReservation }),
    ),
    http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    simpleRest('payments', [payment]),
    http.get(`${API}/api/payments/totals`, () => HttpResponse.json(paymentTotals)),
    simpleRest('journal', [journalEntry]),
  );

const EXPORT = /^Export|^Exporter/;

const SCREENS: readonly ScreenCase[] = [
  {
    name: 'events list',
    opens: ['events', 'list'],
    address: '/dashboard/events',
    route: '/dashboard/events',
    element: <EventList />,
    api: () =>
      server.use(
        http.get(`${API}/api/events`, () => HttpResponse.json({ data: [EVENT], pagination: { pages: 1 } })),
      ),
    loaded: () => screen.findByText('Sahara Nights'),
    controls: [
      { role: 'link', name: 'Create Event', needs: ['events', 'create'] },
      { role: 'link', name: 'Edit', needs: ['events', 'edit'] },
      { role: 'button', name: 'Delete', needs: ['events', 'delete'] },
      { role: 'button', name: 'Deactivate', needs: ['events', 'edit'] },
      { role: 'link', name: 'Tickets', needs: ['tickets', 'list'] },
      { role: 'link', name: 'Statistics', needs: ['statistics', 'list'] },
      { role: 'button', name: EXPORT, needs: ['events', 'export'] },
    ],
  },
  {
    name: 'event page',
    opens: ['events', 'show'],
    address: '/dashboard/events/e1',
    route: '/dashboard/events/:id',
    element: <EventShow />,
    api: () => server.use(eventApi()),
    loaded: () => screen.findByRole('heading', { name: 'Sahara Nights' }),
    controls: [
      { role: 'link', name: 'Edit', needs: ['events', 'edit'] },
      { role: 'link', name: 'View Tickets', needs: ['tickets', 'list'] },
      { role: 'link', name: 'Create Ticket', needs: ['tickets', 'create'] },
      { role: 'link', name: 'Manage Security', needs: ['security-agents', 'list'] },
      { role: 'link', name: 'Statistics', needs: ['statistics', 'list'] },
      { role: 'button', name: 'Deactivate', needs: ['events', 'edit'] },
      { role: 'button', name: 'Delete', needs: ['events', 'delete'] },
    ],
  },
  {
    name: 'an event’s tickets',
    opens: ['tickets', 'list'],
    address: '/dashboard/events/e1/tickets',
    route: '/dashboard/events/:id/tickets',
    element: <TicketList />,
    api: () =>
      server.use(
        eventApi(),
        http.get(`${API}/api/tickets/event/e1`, () =>
          HttpResponse.json({
            data: [ticket(1, 'active'), ticket(2, 'cancelled')],
            pagination: { pages: 1 },
          }),
        ),
      ),
    loaded: () => screen.findByText('TK-00000001'),
    controls: [
      { role: 'link', name: 'Create Ticket', needs: ['tickets', 'create'] },
      { role: 'button', name: 'Cancel', needs: ['tickets', 'edit'] },
      { role: 'button', name: 'Reactivate', needs: ['tickets', 'edit'] },
      { role: 'link', name: /^Open ticket/, needs: ['tickets', 'show'] },
      { role: 'button', name: EXPORT, needs: ['tickets', 'export'] },
    ],
  },
  {
    name: 'a ticket’s page',
    opens: ['tickets', 'show'],
    address: '/dashboard/tickets/TK-00000003',
    route: '/dashboard/tickets/:ticketId',
    element: <TicketDetailPage />,
    api: () =>
      server.use(
        http.get(`${API}/api/tickets/TK-00000003`, () =>
          HttpResponse.json({ data: { ...ticket(3, 'used'), event: EVENT } }),
        ),
        simpleRest('journal', []),
      ),
    loaded: () => screen.findAllByText(/TK-00000003/),
    controls: [
      { role: 'button', name: 'Undo admission', needs: ['security-agents', 'create'] },
      { role: 'button', name: 'Print', needs: ['tickets', 'show'] },
    ],
  },
  {
    name: 'an event’s security agents',
    opens: ['security-agents', 'list'],
    address: '/dashboard/events/e1/security',
    route: '/dashboard/events/:id/security',
    element: <SecurityAgentList />,
    api: () =>
      server.use(
        eventApi(),
        http.get(`${API}/api/security-agents/event/e1`, () =>
          HttpResponse.json({ data: { data: [agent], event: { id: 'e1', name: 'Sahara Nights' } } }),
        ),
        http.get(`${API}/api/security-agents/event/e1/gate-mode`, () =>
          HttpResponse.json({ data: { mode: 'modal' } }),
        ),
      ),
    loaded: () => screen.findByText('Gate A'),
    controls: [
      { role: 'button', name: 'Add Agent', needs: ['security-agents', 'create'] },
      { role: 'button', name: 'Deactivate', needs: ['security-agents', 'edit'] },
      { role: 'button', name: 'Set password', needs: ['security-agents', 'edit'] },
      { role: 'button', name: 'Delete', needs: ['security-agents', 'delete'] },
      { role: 'button', name: EXPORT, needs: ['security-agents', 'export'] },
    ],
  },
  {
    name: 'an event’s statistics',
    opens: ['statistics', 'list'],
    address: '/dashboard/events/e1/statistics',
    route: '/dashboard/events/:id/statistics',
    element: <StatisticsPage />,
    api: () =>
      server.use(
        eventApi(),
        http.get(`${API}/api/events/e1/stats`, () => HttpResponse.json({ data: stats })),
        http.get(`${API}/api/events/e1/scan-conflicts`, () => HttpResponse.json({ data: [] })),
      ),
    loaded: () => screen.findByRole('heading', { name: 'Statistics - Sahara Nights' }),
    controls: [
      { role: 'link', name: 'View Tickets', needs: ['tickets', 'list'] },
      { role: 'link', name: 'Manage Security', needs: ['security-agents', 'list'] },
      { role: 'link', name: 'Event Details', needs: ['events', 'show'] },
    ],
  },
  {
    name: 'managed users',
    opens: ['users', 'list'],
    address: '/dashboard/users',
    route: '/dashboard/users',
    element: <UsersList />,
    api: () => server.use(http.get(`${API}/api/business/get_users`, () => HttpResponse.json(managed))),
    loaded: () => screen.findByText('Amira Trabelsi'),
    controls: [
      { role: 'button', name: 'Add User', needs: ['users', 'create'] },
      { role: 'button', name: 'Add Funds', needs: ['funds', 'create'] },
      { role: 'button', name: 'Delete', needs: ['users', 'delete'] },
      { role: 'checkbox', name: 'Select all', needs: ['funds', 'create'] },
      { role: 'link', name: /Statement/, needs: ['statements', 'list'] },
      { role: 'button', name: EXPORT, needs: ['users', 'export'] },
    ],
  },
  {
    name: 'transactions',
    opens: ['transactions', 'list'],
    address: '/dashboard/transactions',
    route: '/dashboard/transactions',
    element: <TransactionsList />,
    api: () =>
      server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json([transfer]))),
    loaded: () => screen.findByText('TX100001'),
    controls: [
      { role: 'button', name: /^Reverse/, needs: ['funds', 'create'] },
      { role: 'button', name: EXPORT, needs: ['transactions', 'export'] },
    ],
  },
  {
    name: 'bank transfers',
    opens: ['bank-transfers', 'list'],
    address: '/dashboard/bank-transfers',
    route: '/dashboard/bank-transfers',
    element: <BankTransfersList />,
    api: () =>
      server.use(http.get(`${API}/api/business/bank_transfers`, () => HttpResponse.json([bankTransfer]))),
    loaded: () => screen.findByText('Approuvé'),
    controls: [{ role: 'button', name: EXPORT, needs: ['bank-transfers', 'export'] }],
  },
  {
    name: 'subscriptions',
    opens: ['subscriptions', 'list'],
    address: '/dashboard/subscriptions',
    route: '/dashboard/subscriptions',
    element: <SubscriptionList />,
    api: () => server.use(simpleRest('subscriptions', [])),
    loaded: () => screen.findAllByText(/./),
    controls: [{ role: 'button', name: EXPORT, needs: ['subscriptions', 'export'] }],
  },
  {
    name: 'journal',
    opens: ['journal', 'list'],
    address: '/dashboard/journal',
    route: '/dashboard/journal',
    element: <JournalList />,
    api: () => server.use(simpleRest('journal', [journalEntry])),
    loaded: () => screen.findAllByText(/demo@ticketing\.tn/),
    controls: [
      { role: 'link', name: /r00|65f1/, needs: ['reservations', 'show'] },
      { role: 'button', name: EXPORT, needs: ['journal', 'export'] },
    ],
  },
  {
    name: 'payments',
    opens: ['payments', 'list'],
    address: '/dashboard/payments',
    route: '/dashboard/payments',
    element: <PaymentList />,
    api: () =>
      server.use(
        simpleRest('payments', [payment]),
        http.get(`${API}/api/payments/totals`, () => HttpResponse.json(paymentTotals)),
      ),
    loaded: () => screen.findAllByText(/INV-000000B2/),
    controls: [
      { role: 'link', name: 'INV-000000B2', needs: ['reservations', 'show'] },
      { role: 'button', name: EXPORT, needs: ['payments', 'export'] },
    ],
  },
  {
    name: 'approvals',
    opens: ['approvals', 'list'],
    address: '/dashboard/approvals',
    route: '/dashboard/approvals',
    element: <ApprovalList />,
    api: () => server.use(simpleRest('approvals', [approval])),
    loaded: () => screen.findByText(/someone@ticketing\.tn/),
    controls: [
      { role: 'button', name: 'Approve', needs: ['approvals', 'create'] },
      { role: 'button', name: 'Reject', needs: ['approvals', 'create'] },
    ],
  },
  {
    name: 'members',
    opens: ['members', 'list'],
    address: '/dashboard/members',
    route: '/dashboard/members',
    element: <MemberList />,
    api: () => server.use(simpleRest('members', [invited])),
    loaded: () => screen.findByText('Karim Compta'),
    controls: [
      { role: 'link', name: /Invite/, needs: ['members', 'create'] },
      { role: 'link', name: 'Edit', needs: ['members', 'edit'] },
      { role: 'button', name: 'Deactivate', needs: ['members', 'edit'] },
      { role: 'button', name: 'Resend the invitation', needs: ['members', 'create'] },
    ],
  },
  {
    name: 'fleet',
    opens: ['fleet', 'list'],
    address: '/dashboard/fleet',
    route: '/dashboard/fleet/*',
    element: <FleetPage />,
    api: () =>
      server.use(http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] }))),
    loaded: () => screen.findAllByText(/Clio 5/),
    controls: [
      { role: 'link', name: /Ajouter/, needs: ['fleet', 'create'] },
      { role: 'link', name: 'Modifier', needs: ['fleet', 'edit'] },
      { role: 'button', name: 'Supprimer', needs: ['fleet', 'delete'] },
      { role: 'combobox', name: /Disponibilité/, needs: ['fleet', 'edit'] },
      { role: 'button', name: EXPORT, needs: ['fleet', 'export'] },
    ],
  },
  {
    name: 'reservations',
    opens: ['reservations', 'list'],
    address: '/dashboard/reservations',
    route: '/dashboard/reservations/*',
    element: <ReservationsPage />,
    api: reservationsApi,
    loaded: () => screen.findAllByText(/Amira Ben Salah/),
    controls: [
      { role: 'link', name: /Nouvelle réservation|Ajouter/, needs: ['reservations', 'create'] },
      { role: 'link', name: 'Détails', needs: ['reservations', 'show'] },
      { role: 'link', name: 'Modifier', needs: ['reservations', 'edit'] },
      { role: 'button', name: 'Supprimer', needs: ['reservations', 'delete'] },
      { role: 'combobox', name: /Statut/, needs: ['reservations', 'edit'] },
      { role: 'button', name: EXPORT, needs: ['reservations', 'export'] },
    ],
  },
  {
    name: 'a reservation’s detail',
    opens: ['reservations', 'show'],
    address: `/dashboard/reservations/${sampleReservation._id}/show`,
    route: '/dashboard/reservations/*',
    element: <ReservationsPage />,
    api: reservationsApi,
    loaded: () => screen.findByRole('dialog'),
    controls: [
      { role: 'button', name: /Enregistrer le paiement|Record/, needs: ['payments', 'create'] },
      { role: 'button', name: /Téléverser|Envoyer les documents/, needs: ['reservations', 'edit'] },
    ],
  },
];

/** The roles of the table, and for each screen a role that may only read that screen's resource. */
const READER = 'reads this screen only';
const grantOf = (role: string, opens: Needs): Grant =>
  role === READER
    ? (resource, action) => resource === opens[0] && ['list', 'show', 'export'].includes(action)
    : (resource, action) => can(role as (typeof STAFF_ROLES)[number], resource, action);

let inFlight = 0;
/** react-admin's auth provider of a signed-in person whose rights `grant` says. */
function authProviderFor(grant: Grant): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'b1', fullName: 'Demo SARL', balance: 25000 }),
    canAccess: async ({ resource, action }) => {
      inFlight++;
      try {
        return grant(resource, action);
      } finally {
        inFlight--;
      }
    },
  };
}

function open(screenCase: ScreenCase, grant: Grant) {
  localStorage.setItem('token', 'tok');
  offerExtensions(...EXTENSIONS);
  server.use(
    http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
  );
  screenCase.api();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[screenCase.address]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderFor(grant)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
        basename="/dashboard"
      >
        <ResourceContextProvider value={screenCase.opens[0]}>
          <Routes>
            <Route path={screenCase.route} element={screenCase.element} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const found = (control: Control) => screen.queryAllByRole(control.role, { name: control.name });

beforeEach(() => {
  inFlight = 0;
});

describe.each(SCREENS)('$name', (screenCase) => {
  const roles = [...STAFF_ROLES, READER].filter((role) =>
    grantOf(role, screenCase.opens)(...screenCase.opens),
  );

  it.each(roles)('shows %s only what the role may do', async (role) => {
    const grant = grantOf(role, screenCase.opens);
    open(screenCase, grant);
    await screenCase.loaded();
    // Every access check asked so far has been answered, and react has drawn the answers.
    await waitFor(() => expect(inFlight).toBe(0));
    await act(async () => undefined);
    const allowed = screenCase.controls.filter((c) => grant(...c.needs));
    const forbidden = screenCase.controls.filter((c) => !grant(...c.needs));
    for (const control of allowed)
      await waitFor(() => expect(found(control).length, `${String(control.name)} shown`).toBeGreaterThan(0));
    for (const control of forbidden)
      expect(
        found(control).map((el) => el.outerHTML.slice(0, 120)),
        `${String(control.name)} hidden`,
      ).toEqual([]);
  });
});

describe('the table drives the screens', () => {
  it('every role but the owner is narrower than the owner somewhere, and every screen is reached', () => {
    for (const role of Object.keys(PERMISSIONS))
      expect(SCREENS.some((s) => !can(role as 'events', ...s.opens))).toBe(true);
    for (const s of SCREENS) expect(can('owner', ...s.opens)).toBe(true);
  });

  it('each screen has a control a reader of it may not use, so the reader case checks something', () => {
    for (const s of SCREENS.filter((s) => s.controls.length > 1))
      expect(
        s.controls.some((c) => !grantOf(READER, s.opens)(...c.needs)),
        s.name,
      ).toBe(true);
  });
});
