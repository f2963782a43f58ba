import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import SecurityAgentsPage from '../../src/customRoutes/security/SecurityAgentsPage';
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
      >
        <Routes>
          <Route path="/events/:id/security" element={<SecurityAgentsPage />} />
        </Routes>
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
    expect(screen.getByText('Create security agents to manage ticket scanning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Agent' })).toBeInTheDocument();
    expect(screen.getByText('How to use Security Agents')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/dashboard/events');
  });

  it("shows 'Failed to fetch security agents' when the list cannot load", async () => {
    server.use(
      http.get(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
      http.get(`${API}/api/events/${EVENT}`, () => HttpResponse.json({ message: 'no' }, { status: 404 })),
    );
    renderPage();
    expect(await screen.findByText('Failed to fetch security agents')).toBeInTheDocument();
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
    expect(within(dialog).getByText('Agent name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Agent Name *'), 'Gate C');
    await user.type(within(dialog).getByLabelText('Password *'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(posted).toBeNull();
    await user.type(within(dialog).getByLabelText('Password *'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => expect(posted).toEqual({ name: 'Gate C', password: '123456' }));
    expect(await screen.findByText('Gate C')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("alerts 'Failed to create security agent' when the server refuses", async () => {
    server.use(
      listHandler(() => []),
      http.post(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({ message: 'nope' }, { status: 409 }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    await user.type(screen.getByLabelText('Agent Name *'), 'Gate A');
    await user.type(screen.getByLabelText('Password *'), 'secret1');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to create security agent'));
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
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(body).toEqual({ isActive: false }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update agent status'));
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
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this security agent?');
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete security agent'));
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
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
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
    expect(alert).toHaveBeenCalledWith('Failed to generate QR code');
    toDataURL.mockRestore();
    click.mockRestore();
    alert.mockRestore();
  });
});
