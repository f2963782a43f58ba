import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { memoryStore } from 'ra-core';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import SecurityAgentList from '../../src/resources/security-agents/SecurityAgentList';
import { captureCsv } from './eventsCsvCapture';
import { authProvider } from '../../src/authProvider';

// The machine is shared: give slow first renders (react-admin, lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const EVENT = 'e'.repeat(24);
const agent = (over: Record<string, unknown> = {}) => ({
  _id: 'a'.repeat(24),
  agentId: 'AG-GATEA23456',
  name: 'Gate A',
  isActive: true,
  loginCount: 3,
  lastLogin: '2026-11-22T18:05:00.000Z',
  qrCodeData: 'http://localhost:3000/security-scanner/AG-GATEA23456',
  scanCount: 7,
  ...over,
});

function renderPage(withAuth = false) {
  localStorage.setItem('token', 'dash-token');
  return render(
    <MemoryRouter initialEntries={[`/events/${EVENT}/security`]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={withAuth ? authProvider : undefined}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/events/:id/security" element={<SecurityAgentList />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function listHandler(agents: () => unknown[]) {
  return http.get(`${API}/api/security-agents/event/${EVENT}`, ({ request }) => {
    expect(request.headers.get('Authorization')).toBe('Bearer dash-token');
    return HttpResponse.json({
      success: true,
      data: { data: agents(), event: { id: EVENT, name: 'Soirée Malouf' } },
    });
  });
}

describe('Security agents page (SPEC §2)', () => {
  it('shows the header, the empty state and the help box with its 5 steps', async () => {
    server.use(listHandler(() => []));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Security Agents - Soirée Malouf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manage security agents for ticket scanning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Agent' })).toBeInTheDocument();
    expect(await screen.findByText('No security agents')).toBeInTheDocument();
    // Nothing to export: no export button (react-admin's disabled one has no name on phones).
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByText('Create security agents to manage ticket scanning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Agent' })).toBeInTheDocument();
    expect(screen.getByText('How to use Security Agents')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/dashboard/events');
  });

  it("shows 'Failed to fetch security agents' when the list cannot load, and 'Retry' asks again", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/security-agents/event/${EVENT}`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: { data: [agent()] } }),
      ),
      http.get(`${API}/api/events/${EVENT}`, () => HttpResponse.json({ message: 'no' }, { status: 404 })),
    );
    renderPage();
    expect(await screen.findByText('Failed to fetch security agents')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ID: AG-GATEA23456')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch security agents')).not.toBeInTheDocument();
  });

  it('an expired dashboard session (401) signs out: the token is removed', async () => {
    server.use(
      http.get(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({ message: 'Authentication required' }, { status: 401 }),
      ),
      // the session check itself passes: only the page's own 401 can sign out
      http.get(`${API}/api/users/current`, () => HttpResponse.json({ _id: 'u1', role: 'ticketAgency' })),
    );
    renderPage(true);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('renders each agent card with its fields, the 96 px QR code and the scanner link in a new tab', async () => {
    server.use(
      listHandler(() => [
        agent(),
        agent({
          _id: 'b'.repeat(24),
          agentId: 'AG-GATEB23456',
          name: 'Gate B',
          isActive: false,
          loginCount: 0,
          lastLogin: null,
          scanCount: 0,
        }),
      ]),
    );
    renderPage();
    const cards = await screen.findAllByTestId('agent-card');
    expect(cards).toHaveLength(2);
    const a = within(cards[0]);
    expect(a.getByText('Gate A')).toBeInTheDocument();
    expect(a.getByText('ID: AG-GATEA23456')).toBeInTheDocument();
    expect(a.getByText('Active')).toBeInTheDocument();
    expect(a.getByText('Password protected')).toBeInTheDocument();
    expect(a.getByText('Login count: 3')).toBeInTheDocument();
    expect(a.getByText(/^Last login: Nov 22, 2026/)).toBeInTheDocument();
    expect(a.getByText('Tickets scanned: 7')).toBeInTheDocument();
    expect(a.getByText('Scan to access scanner')).toBeInTheDocument();
    const qr = a.getByRole('img', { name: agent().qrCodeData });
    expect(qr).toHaveAttribute('width', '96');
    const open = a.getByRole('link', { name: /Open Scanner/ });
    expect(open).toHaveAttribute('href', '/security-scanner/AG-GATEA23456');
    expect(open).toHaveAttribute('target', '_blank');
    expect(a.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    const b = within(cards[1]);
    expect(b.getByText('Inactive')).toBeInTheDocument();
    expect(b.getByText('Login count: 0')).toBeInTheDocument();
    expect(b.queryByText(/Last login/)).toBeNull();
    expect(b.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('creates an agent after client validation, then reloads the list', async () => {
    const agents: unknown[] = [];
    let posted: unknown = null;
    server.use(
      listHandler(() => agents),
      http.post(`${API}/api/security-agents/event/${EVENT}`, async ({ request }) => {
        posted = await request.json();
        agents.push(agent({ name: 'Gate C' }));
        return HttpResponse.json({ success: true, data: agents[0] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Security Agent' });
    expect(within(dialog).getByText('Minimum 6 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    // The contract's messages (translation keys), shown under each field in the user's language.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Agent Name *'), 'Gate C');
    await user.type(within(dialog).getByLabelText('Password *'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(posted).toBeNull();
    await user.type(within(dialog).getByLabelText('Password *'), '6');
    // Fixed: the message goes as soon as the value is valid, before any new submit.
    await waitFor(() =>
      expect(within(dialog).queryByText('Password must be at least 6 characters')).toBeNull(),
    );
    expect(within(dialog).getByText('Minimum 6 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => expect(posted).toEqual({ name: 'Gate C', password: '123456' }));
    expect(await screen.findByText('Gate C')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the agent form errors when a field is left, and clears them when fixed', async () => {
    server.use(listHandler(() => []));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Security Agent' });
    const name = within(dialog).getByLabelText('Agent Name *');
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    await user.type(name, 'G');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription('Required'));
    const password = within(dialog).getByLabelText('Password *');
    await user.type(password, 'abc');
    await user.tab();
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(password, 'def');
    await waitFor(() =>
      expect(within(dialog).queryByText('Password must be at least 6 characters')).toBeNull(),
    );
  });

  it('shows a field the server refuses under that field, in the language of the screen', async () => {
    server.use(
      listHandler(() => []),
      http.post(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json(
          { message: 'name: This text is too long', errors: { name: 'validation.tooLong' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Security Agent' });
    await user.type(within(dialog).getByLabelText('Agent Name *'), 'Gate A');
    await user.type(within(dialog).getByLabelText('Password *'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Agent Name *')).toHaveAccessibleDescription(
        'This text is too long',
      ),
    );
  });

  it("a name already taken shows the server's message under the name, not the failure alert", async () => {
    server.use(
      listHandler(() => []),
      http.post(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json(
          {
            message: 'An agent with this name already exists for this event',
            errors: { name: 'validation.agentNameTaken' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Security Agent' });
    await user.type(within(dialog).getByLabelText('Agent Name *'), 'Gate A');
    await user.type(within(dialog).getByLabelText('Password *'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Agent Name *')).toHaveAccessibleDescription(
        'An agent with this name already exists for this event',
      ),
    );
    expect(screen.queryByText('Failed to create security agent')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to create security agent' when the server refuses", async () => {
    server.use(
      listHandler(() => []),
      http.post(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({ message: 'nope' }, { status: 409 }),
      ),
    );
    const alert = vi.spyOn(window, 'alert');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    await user.type(screen.getByLabelText('Agent Name *'), 'Gate A');
    await user.type(screen.getByLabelText('Password *'), 'secret1');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Agent' }));
    expect(await screen.findByText('Failed to create security agent')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('Deactivate sends the opposite value; a failure alerts SPEC text', async () => {
    let body: unknown = null;
    server.use(
      listHandler(() => [agent()]),
      http.put(`${API}/api/security-agents/${'a'.repeat(24)}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const alert = vi.spyOn(window, 'alert');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(body).toEqual({ isActive: false }));
    expect(await screen.findByText('Failed to update agent status')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('Delete asks the SPEC confirmation, then calls DELETE; a failure alerts', async () => {
    let deleted = 0;
    server.use(
      listHandler(() => [agent()]),
      http.delete(`${API}/api/security-agents/${'a'.repeat(24)}`, () => {
        deleted++;
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm');
    const alert = vi.spyOn(window, 'alert');
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('agent-card');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this security agent?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText('Failed to delete security agent')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    confirm.mockRestore();
    alert.mockRestore();
  });

  it('downloads the QR code as security-agent-{agentId}-qr.png, or alerts when it cannot be generated', async () => {
    server.use(listHandler(() => [agent()]));
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,AAAA');
    const clicked: Array<{ download: string; href: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download QR' }));
    expect(clicked).toEqual([
      { download: 'security-agent-AG-GATEA23456-qr.png', href: 'data:image/png;base64,AAAA' },
    ]);
    toDataURL.mockImplementation(() => {
      throw new Error('tainted');
    });
    await user.click(screen.getByRole('button', { name: 'Download QR' }));
    expect(await screen.findByText('Failed to generate QR code')).toBeInTheDocument();
    toDataURL.mockRestore();
    click.mockRestore();
  });

  it('searches, filters by status, sorts and exports the agents (client-side, in the dataProvider)', async () => {
    server.use(
      listHandler(() => [
        agent(),
        agent({
          _id: 'b'.repeat(24),
          agentId: 'AG-GATEB23456',
          name: 'Gate B',
          isActive: false,
          loginCount: 9,
        }),
        agent({ _id: 'c'.repeat(24), agentId: 'AG-VIPC234567', name: 'VIP Entrée', loginCount: 1 }),
      ]),
    );
    const user = userEvent.setup();
    renderPage();
    const names = () =>
      screen.getAllByTestId('agent-card').map((c) => within(c).getByRole('heading').textContent);
    await waitFor(() => expect(names()).toEqual(['Gate A', 'Gate B', 'VIP Entrée']));

    await user.type(screen.getByPlaceholderText('Search by name or agent ID'), 'vip');
    await waitFor(() => expect(names()).toEqual(['VIP Entrée']));
    await user.clear(screen.getByPlaceholderText('Search by name or agent ID'));
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(names()).toEqual(['Gate B']));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByText('All'));
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: /^Sort by/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^Login count/ }));
    await waitFor(() => expect(names()).toEqual(['VIP Entrée', 'Gate A', 'Gate B']));

    const csv = captureCsv();
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(csv.saved).toHaveLength(1));
      expect(csv.saved[0].name).toBe(`security-agents-${EVENT}.csv`);
      const lines = (await csv.text()).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFAgent Name,Agent ID,Status,Login count,Last login,Tickets scanned,Scanner link',
      );
      expect(lines[1]).toBe(
        'VIP Entrée,AG-VIPC234567,Active,1,"Nov 22, 2026, 7:05 PM",7,http://localhost:3000/security-scanner/AG-GATEA23456',
      );
      expect(lines).toHaveLength(4);
    } finally {
      csv.restore();
    }
  });
});
