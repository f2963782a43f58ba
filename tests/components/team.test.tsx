import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin';
import { memoryStore, useCanAccess } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { forgetStaff } from '../../src/authProvider/staff';
import { i18nProvider } from '../../src/i18n';
import { Menu } from '../../src/layout/Menu';
import { AccessDenied } from '../../src/layout/AccessDenied';
import MemberList from '../../src/resources/members/MemberList';
import MemberCreate from '../../src/resources/members/MemberCreate';
import ApprovalList from '../../src/resources/approvals/ApprovalList';
import { UsersList } from '../../src/resources/users/UsersList';
import { TicketStatusAction } from '../../src/resources/tickets/TicketStatusAction';
import { EventCard } from '../../src/resources/events/EventCard';
import { ticketPagesRoutes } from '../../src/customRoutes/tickets';
import { useEventRights } from '../../src/resources/events/useEventRights';
import type { EventRecord } from '../../src/dataProvider/events';
import type { TicketRecord } from '../../src/dataProvider/tickets';
import { agency, renderDashboard, useBusinessApi } from './businessHarness';
import type { StaffRole } from '../../src/contract/staff';
import { EXTENSIONS } from '../../src/contract/extensions';
import { listDefinitions, MENU_RESOURCES } from './menuHarness';

const RESOURCES = [...MENU_RESOURCES, 'approvals', 'members'];
const definitions = listDefinitions(RESOURCES);

let session = 0;
/** The session of a member of this role (the owner: no member), on the full reference server. */
function signIn(role: StaffRole) {
  localStorage.setItem('token', `tok-${role}-${++session}`);
  const user = { ...agency, staff: { memberId: role === 'owner' ? null : 'm1', name: 'Someone', role } };
  offerExtensions(...EXTENSIONS);
  server.use(
    http.get(`${API}/api/events/current`, () => HttpResponse.json({ data: { ...liveEvent } })),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(user)),
    http.get(`${API}/api/users/me`, () => HttpResponse.json(user)),
  );
}

const liveEvent = {
  _id: 'live1',
  name: 'Carthage Live',
  startDate: '2026-01-01',
  endDate: '2099-01-01',
  startTime: '00:00',
  endTime: '23:59',
  location: { name: 'Tunis', address: '', coordinates: { latitude: 0, longitude: 0 } },
  priceTiers: [],
  totalTicketsSold: 0,
  isActive: true,
};

function inDashboard(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={dashboardAuthProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/dashboard"
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <Routes>
            <Route path="/dashboard/*" element={element} />
          </Routes>
        </ResourceDefinitionContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => forgetStaff());
afterEach(() => forgetStaff());

const menuNames = async () => {
  await screen.findByRole('menuitem', { name: /Logout/ });
  // The entries that wait for the access check settle together: wait for the last one the role has.
  return () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
};

describe('the side menu per role', () => {
  it('a rental member sees only the rental screens', async () => {
    signIn('rental');
    inDashboard('/dashboard/fleet', <Menu />);
    await screen.findByRole('menuitem', { name: 'Rapports' });
    const names = (await menuNames())();
    expect(names).toEqual(expect.arrayContaining(['Flotte', 'Réservations', 'Paiements', 'Rapports']));
    for (const hidden of ['Events', 'Users', 'Journal', 'Members', 'Approvals', 'Tickets', 'Statistics'])
      expect(names.some((n) => n?.startsWith(hidden))).toBe(false);
  });

  it('a door member sees events, the live event’s tickets, security and statistics, and no money', async () => {
    signIn('door');
    inDashboard('/dashboard/events', <Menu />);
    await screen.findByRole('menuitem', { name: 'Statistics' });
    const names = (await menuNames())();
    expect(names).toEqual(expect.arrayContaining(['Events', 'Tickets', 'Security', 'Statistics']));
    for (const hidden of ['Users', 'Transactions', 'Flotte', 'Rapports', 'Members', 'Approvals'])
      expect(names.some((n) => n?.startsWith(hidden))).toBe(false);
  });

  it('the owner sees Members, and Approvals with a badge counting what waits for them', async () => {
    signIn('owner');
    let asked: string | null = null;
    server.use(
      http.get(`${API}/api/approvals`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('filter');
        return HttpResponse.json([], { headers: { 'Content-Range': 'approvals 0-0/3' } });
      }),
    );
    inDashboard('/dashboard/events', <Menu />);
    expect(await screen.findByRole('menuitem', { name: 'Members' })).toHaveAttribute(
      'href',
      '/dashboard/members',
    );
    const approvals = await screen.findByRole('menuitem', { name: /Approvals/ });
    await waitFor(() => expect(within(approvals).getByText('3')).toBeInTheDocument());
    expect(within(approvals).getByLabelText('3 waiting for approval')).toBeInTheDocument();
    expect(JSON.parse(asked!)).toEqual({ status: 'pending', mine: false });
  });
});

describe('a page the role does not give', () => {
  it('says "not allowed" with the role, and leads back to the member’s screens', async () => {
    signIn('rental');
    inDashboard(
      '/dashboard/events',
      <ResourceContextProvider value="events">
        <AccessDenied />
      </ResourceContextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your role \(Rental desk\) does not give access to this page/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my screens' })).toHaveAttribute('href', '/dashboard');
  });

  it('a typed ticket-sale address is not allowed to the door, whose tickets are read-only', async () => {
    signIn('door');
    const routes = (ticketPagesRoutes.props as { children: React.ReactNode }).children;
    inDashboard('/dashboard/tickets/event/live1/create', <Routes>{routes}</Routes>);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/Your role \(Door\) does not give access to this page/)).toBeInTheDocument();
  });

  it('says it in French too', async () => {
    signIn('accounts');
    await i18nProvider.changeLocale('fr');
    try {
      inDashboard(
        '/dashboard/fleet',
        <ResourceContextProvider value="fleet">
          <AccessDenied />
        </ResourceContextProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
      expect(screen.getByText(/Votre rôle \(Comptabilité\)/)).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('members', () => {
  it('lists the team with roles, status and last sign-in, and deactivates after a confirmation', async () => {
    signIn('owner');
    let put: unknown;
    const rows = [
      {
        id: 'm1',
        name: 'Amina Desk',
        email: 'amina@team.tn',
        role: 'rental',
        isActive: true,
        lastLogin: '2026-11-20T10:00:00.000Z',
        invited: false,
      },
      {
        id: 'm2',
        name: 'Karim Compta',
        email: 'karim@team.tn',
        role: 'accounts',
        isActive: true,
        lastLogin: null,
        invited: true,
      },
    ];
    server.use(
      http.get(`${API}/api/members`, () =>
        HttpResponse.json(rows, { headers: { 'Content-Range': 'members 0-1/2' } }),
      ),
      http.put(`${API}/api/members/m1`, async ({ request }) => {
        put = await request.json();
        return HttpResponse.json({ ...rows[0], isActive: false });
      }),
    );
    const user = userEvent.setup();
    inDashboard(
      '/dashboard/members',
      <ResourceContextProvider value="members">
        <MemberList />
      </ResourceContextProvider>,
    );
    const amina = (await screen.findByText('Amina Desk')).closest('tr') as HTMLElement;
    expect(within(amina).getByText('Rental desk')).toBeInTheDocument();
    const karim = screen.getByText('Karim Compta').closest('tr') as HTMLElement;
    expect(within(karim).getByText('Invited')).toBeInTheDocument();
    expect(within(karim).getByText('Never')).toBeInTheDocument();
    expect(await within(karim).findByRole('button', { name: 'Resend the invitation' })).toBeInTheDocument();
    expect(within(amina).queryByRole('button', { name: 'Resend the invitation' })).toBeNull();
    await user.click(within(amina).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Amina Desk?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(put).toMatchObject({ isActive: false }));
  });

  it('invites with a name, an email and a role, and shows the link to pass on when no mail goes out', async () => {
    signIn('owner');
    let sent: unknown;
    server.use(
      http.post(`${API}/api/members`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            id: 'm3',
            name: 'Sarra',
            email: 'sarra@team.tn',
            role: 'door',
            isActive: true,
            lastLogin: null,
            invited: true,
            invitationLink: 'http://localhost:3000/reset-password/abc',
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    inDashboard(
      '/dashboard/members/create',
      <ResourceContextProvider value="members">
        <MemberCreate />
      </ResourceContextProvider>,
    );
    await user.type(await screen.findByLabelText('Name'), 'Sarra');
    await user.type(screen.getByLabelText('Email'), 'sarra@team.tn');
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Door' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass this invitation link on' });
    expect(within(dialog).getByTestId('invitation-link')).toHaveValue(
      'http://localhost:3000/reset-password/abc',
    );
    expect(sent).toEqual({ name: 'Sarra', email: 'sarra@team.tn', role: 'door' });
  });

  it('refuses a malformed email under its field, with a clear message, and sends nothing', async () => {
    signIn('owner');
    let posted = false;
    server.use(
      http.post(`${API}/api/members`, () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    inDashboard(
      '/dashboard/members/create',
      <ResourceContextProvider value="members">
        <MemberCreate />
      </ResourceContextProvider>,
    );
    await user.type(await screen.findByLabelText('Name'), 'Sarra');
    await user.type(screen.getByLabelText('Email'), 'sarra-at-team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.tn')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sarra-at-team');
    expect(posted).toBe(false);
  });
});

describe('approvals', () => {
  const waiting = {
    id: 'a1',
    kind: 'bulk_add_funds',
    total: 5000,
    recipients: 2,
    amount: 2500,
    description: 'Primes',
    author: 'demo@ticketing.tn',
    status: 'pending',
    approver: null,
    decidedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
  };

  it('another person approves after a confirmation naming what moves; the author sees that someone else decides', async () => {
    signIn('accounts');
    let approved = 0;
    server.use(
      http.get(`${API}/api/approvals`, () =>
        HttpResponse.json(
          [
            { ...waiting, mine: false },
            { ...waiting, id: 'a2', total: 1200, recipients: 1, amount: 1200, mine: true },
          ],
          {
            headers: { 'Content-Range': 'approvals 0-1/2' },
          },
        ),
      ),
      http.post(`${API}/api/approvals/a1/approve`, () => {
        approved++;
        return HttpResponse.json({ ...waiting, status: 'approved' });
      }),
    );
    const user = userEvent.setup();
    inDashboard(
      '/dashboard/approvals',
      <ResourceContextProvider value="approvals">
        <ApprovalList />
      </ResourceContextProvider>,
    );
    // The decisions show once react-admin's access check has answered.
    await screen.findAllByRole('button', { name: 'Approve' });
    const rows = screen.getAllByRole('row');
    const mine = rows.find((r) => r.textContent?.includes('Yours')) as HTMLElement;
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
    const theirs = rows.find((r) => within(r).queryByRole('button', { name: 'Approve' })) as HTMLElement;
    await user.click(within(theirs).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent?.replace(/\s/g, ' ')).toContain(
      'demo@ticketing.tn asked to send 2 500,000 TND to 2 user(s)',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the funds were moved')).toBeInTheDocument();
    expect(approved).toBe(1);
  });

  it('shows the server’s refusal (funds short now) and keeps the movement', async () => {
    signIn('owner');
    server.use(
      http.get(`${API}/api/approvals`, () =>
        HttpResponse.json([{ ...waiting, mine: false }], { headers: { 'Content-Range': 'approvals 0-0/1' } }),
      ),
      http.post(`${API}/api/approvals/a1/approve`, () =>
        HttpResponse.json(
          {
            message:
              'Insufficient balance: this transfer needs 5 000,000 TND and your balance is 100,000 TND',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    inDashboard(
      '/dashboard/approvals',
      <ResourceContextProvider value="approvals">
        <ApprovalList />
      </ResourceContextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Insufficient balance: this transfer needs/)).toBeInTheDocument();
  });
});

describe('bulk funding', () => {
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('shows a dry run before anything is sent: the users, the total and the balance after', async () => {
    forgetStaff();
    useBusinessApi();
    let body: unknown;
    server.use(
      http.post(`${API}/api/business/bulk_add_funds`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ approvalId: 'a9', status: 'pending', message: 'waits' }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Amira Trabelsi')).getByRole('checkbox'));
    await user.click(within(row('Ines Jlassi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    await user.type(within(dialog).getByLabelText('Amount per user (TND)'), '2500');
    const dry = await within(dialog).findByTestId('bulk-dry-run');
    await waitFor(() =>
      expect(dry.textContent?.replace(/\s/g, ' ')).toContain('To: Amira Trabelsi, Ines Jlassi'),
    );
    expect(within(dry).getByTestId('bulk-total').textContent?.replace(/\s/g, ' ')).toBe(
      'Total: 5 000,000 TND',
    );
    expect(within(dry).getByTestId('bulk-balance-after').textContent?.replace(/\s/g, ' ')).toBe(
      'Balance after: 20 000,000 TND',
    );
    expect(body).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds to All' }));
    // Above the threshold: the movement waits for a second person, and says so.
    expect(
      await screen.findByText('Above the approval threshold: it waits for a second person to approve it'),
    ).toBeInTheDocument();
    expect(body).toEqual({ phoneNumbers: ['22345678', '98000111'], amount: 2500 });
  });
});

/** Says when react-admin's access check has answered (the door may see agents). */
function Ready() {
  const { canAccess } = useCanAccess({ resource: 'security-agents', action: 'list' });
  return canAccess ? <p>access known</p> : null;
}

describe('buttons per role', () => {
  const ticket = { id: 't1', status: 'active' } as unknown as TicketRecord;

  it('the door reads tickets without a status button; the events role has it', async () => {
    signIn('events');
    const { unmount } = inDashboard(
      '/dashboard/events',
      <TicketStatusAction ticket={ticket} busy={false} onToggle={() => undefined} />,
    );
    expect(await screen.findByRole('button')).toBeInTheDocument();
    unmount();
    forgetStaff();
    signIn('door');
    inDashboard(
      '/dashboard/events',
      <>
        <Ready />
        <TicketStatusAction ticket={ticket} busy={false} onToggle={() => undefined} />
      </>,
    );
    // The access checks answer from the session's role: once one has, the button is known absent.
    await screen.findByText('access known');
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('the door sees an event card without activation, edit or delete; the events role has them', async () => {
    const event = { ...liveEvent, id: 'live1', category: 'music' } as unknown as EventRecord;
    // The events list's card with the rights the list computes for the signed-in role.
    function Card() {
      const rights = useEventRights();
      return (
        <EventCard
          event={event}
          busy={false}
          onToggle={() => undefined}
          onDelete={() => undefined}
          mayEdit={rights.mayEdit}
          mayDelete={rights.mayDelete}
          mayListTickets={rights.mayListTickets}
          mayReadStatistics={rights.mayReadStatistics}
        />
      );
    }
    signIn('events');
    const { unmount } = inDashboard('/dashboard/events', <Card />);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    forgetStaff();
    signIn('door');
    inDashboard(
      '/dashboard/events',
      <>
        <Ready />
        <Card />
      </>,
    );
    await screen.findByText('access known');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Statistics' })).toBeInTheDocument();
  });
});
