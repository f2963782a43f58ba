import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';

// The machine is shared: give slow first renders (react-admin, lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEA23456', name: 'Gate A' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
type T = {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string; profilePicture?: string };
  priceTier: { name: string; price: number };
  status: string;
  purchaseDate: string;
  isScanned: boolean;
};
const ticket = (n: number, over: Partial<T> = {}): T => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `First${n}`, lastName: `Last${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: 'active',
  purchaseDate: '2026-11-20T19:30:00.000Z',
  isScanned: false,
  ...over,
});

function renderAt(path: string) {
  return render(<ScannerApp pathname={path} />);
}

/** A small in-memory API: login (with or without an agent token), tickets list, scans. */
function api(opts: {
  tickets: T[];
  token?: string | null;
  scan?: (body: Record<string, unknown>, ref: string) => Response | null;
}) {
  const calls = {
    list: 0,
    scans: [] as Array<{ ref: string; body: Record<string, unknown>; auth: string | null }>,
    listAuth: [] as Array<string | null>,
  };
  server.use(
    http.post(`${API}/api/security-agents-public/login`, async ({ request }) => {
      const body = (await request.json()) as { agentId: string; password: string };
      if (body.password !== 'agent123')
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      return HttpResponse.json({
        success: true,
        data: {
          agent: AGENT,
          event: EVENT,
          ...(opts.token === null ? {} : { token: opts.token ?? 'agent-token' }),
        },
      });
    }),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, ({ request }) => {
      // The first-screen extension (?limit=): a SPEC server ignores it and sends the whole list,
      // which is then the phone's whole download (one list call, not two).
      calls.list++;
      calls.listAuth.push(request.headers.get('Authorization'));
      expect(new URL(request.url).searchParams.get('agentId')).toBe(AGENT._id);
      return HttpResponse.json({ success: true, data: { data: opts.tickets } });
    }),
    // The live feed of other gates' admissions: none in these journeys.
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const ref = String(params.ref);
      calls.scans.push({ ref, body, auth: request.headers.get('Authorization') });
      const custom = opts.scan?.(body, ref);
      if (custom) return custom;
      const t = opts.tickets.find((x) => x.ticketId === ref)!;
      if (body.action === 'accept') Object.assign(t, { isScanned: true, status: 'used' });
      else Object.assign(t, { isScanned: false, status: 'active' });
      return HttpResponse.json({ success: true, data: t });
    }),
  );
  return calls;
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Password/), 'agent123');
  await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
  await screen.findByText('Total Tickets');
}

describe('Scanner page (SPEC §2, §4, §8)', () => {
  it("without agentId: 'Access Denied' / 'Invalid security agent access'", async () => {
    renderAt('/security-scanner');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Invalid security agent access')).toBeInTheDocument();
  });

  it("login form: read-only Agent ID, 'Authenticating...', the server message, else 'Invalid credentials'", async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/api/security-agents-public/login`, async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ message: 'This security agent is inactive' }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    expect(screen.getByRole('heading', { name: 'Security Scanner' })).toBeInTheDocument();
    const id = screen.getByLabelText('Agent ID');
    expect(id).toHaveValue(AGENT.agentId);
    expect(id).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('This security agent is inactive')).toBeInTheDocument();

    server.use(
      http.post(`${API}/api/security-agents-public/login`, () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it("login form: an empty password says the contract's 'Required' under the field and sends nothing", async () => {
    let sent = 0;
    server.use(
      http.post(`${API}/api/security-agents-public/login`, () => {
        sent++;
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Required'));
    expect(sent).toBe(0);
    await user.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription('Required');
  });

  it('after login: header, counters, every row field, Scan Ticket only on active unscanned tickets, agent token only', async () => {
    localStorage.setItem('token', 'dashboard-token');
    const tickets = [
      ticket(1, {
        customerInfo: {
          firstName: 'Amira',
          lastName: 'Ben Salah',
          phoneNumber: '22123456',
          profilePicture: '/uploads/a.png',
        },
      }),
      ticket(2, { isScanned: true, status: 'used' }),
      ticket(3, { status: 'cancelled' }),
    ];
    const calls = api({ tickets });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    expect(screen.getByRole('heading', { name: 'Soirée Malouf' })).toBeInTheDocument();
    expect(screen.getByText('Agent: Gate A')).toBeInTheDocument();
    expect(screen.getByText(`Agent ID: ${AGENT.agentId}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(3));
    // The cancelled ticket is not counted (as on the statistics page).
    expect(within(screen.getByTestId('stat-total')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-unscanned')).getByText('1')).toBeInTheDocument();
    const [r1, r2, r3] = screen.getAllByTestId('ticket-row').map((r) => within(r));
    expect(r1.getByText('Amira Ben Salah')).toBeInTheDocument();
    expect(r1.getByText(/22123456/)).toBeInTheDocument();
    expect(r1.getByText('TK-TICKET1')).toBeInTheDocument();
    expect(r1.getByText(/^Nov 20, 2026, \d{1,2}:30 [AP]M$/)).toBeInTheDocument();
    expect(r1.getByText('VIP · $120.00')).toBeInTheDocument();
    expect(r1.getByRole('img')).toHaveAttribute('src', '/uploads/a.png');
    expect(r1.getByText('Not Scanned')).toBeInTheDocument();
    expect(r1.getByRole('button', { name: 'Scan Ticket' })).toBeInTheDocument();
    expect(r2.getByText('Scanned')).toBeInTheDocument();
    expect(r2.queryByRole('button', { name: 'Scan Ticket' })).toBeNull();
    expect(r3.getByText('cancelled')).toBeInTheDocument();
    expect(r3.queryByRole('button', { name: 'Scan Ticket' })).toBeNull();
    expect(calls.listAuth[0]).toBe('Bearer agent-token');
  });

  it('search: case-insensitive names and ticketId, phone as typed; empty states', async () => {
    api({
      tickets: [
        ticket(1, { customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' } }),
        ticket(2, {
          ticketId: 'TK-ZZTOP',
          customerInfo: { firstName: 'Yassine', lastName: 'Trabelsi', phoneNumber: '98abCD12' },
        }),
      ],
    });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    const search = screen.getByPlaceholderText('Search by name, phone, or ticket ID...');
    const names = () => screen.queryAllByTestId('ticket-row').map((r) => r.querySelector('p')?.textContent);
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.type(search, 'AMIRA');
    await waitFor(() => expect(names()).toEqual(['Amira Ben Salah']));
    await user.clear(search);
    await user.type(search, 'tk-zz');
    await waitFor(() => expect(names()).toEqual(['Yassine Trabelsi']));
    await user.clear(search);
    await user.type(search, 'abCD');
    await waitFor(() => expect(names()).toEqual(['Yassine Trabelsi']));
    await user.clear(search);
    await user.type(search, 'ABCD');
    expect(await screen.findByText('No tickets match your search criteria')).toBeInTheDocument();
    expect(screen.getByText('No tickets found')).toBeInTheDocument();
  });

  it("'No tickets found' for an event without tickets", async () => {
    api({ tickets: [] });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.queryByText('No tickets match your search criteria')).toBeNull();
  });

  it("Scan Ticket → 'Ticket Scanned' / 'Verify customer information' → Accept; list refreshed after each step", async () => {
    const tickets = [ticket(1)];
    const calls = api({ tickets });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ticket Scanned')).toBeInTheDocument();
    expect(within(dialog).getByText('Verify customer information')).toBeInTheDocument();
    for (const text of ['First1 Last1', '22000001', 'TK-TICKET1', 'VIP', '$120.00'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(calls.scans[0]).toEqual({
      ref: 'TK-TICKET1',
      // the scan's nonce and the device time: the reference server's extension (SPEC's fields as they are)
      body: {
        agentId: AGENT._id,
        action: 'accept',
        stage: 'scan',
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        deviceAt: expect.any(String),
      },
      auth: 'Bearer agent-token',
    });
    await waitFor(() => expect(calls.list).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the decision carries the same scan's nonce
    expect(calls.scans[1].body).toEqual({ ...calls.scans[0].body, action: 'accept', stage: 'decision' });
    await waitFor(() => expect(calls.list).toBe(3));
    expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan Ticket' })).toBeNull();
  });

  it('Reject sends the final reject and the ticket is unscanned again', async () => {
    const tickets = [ticket(1)];
    const calls = api({ tickets });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.scans[1].body).toEqual({ ...calls.scans[0].body, action: 'reject', stage: 'decision' });
    expect(await screen.findByRole('button', { name: 'Scan Ticket' })).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-unscanned')).getByText('1')).toBeInTheDocument();
  });

  it("shows the server message or 'Failed to scan ticket', and 'Failed to process ticket' on the decision, in the page (no browser alert)", async () => {
    const tickets = [ticket(1)];
    let mode: 'message' | 'bare' | 'decision' = 'message';
    api({
      tickets,
      scan: (body) => {
        if (mode === 'message')
          return HttpResponse.json({ message: 'Ticket already scanned at 21:04 by Gate B' }, { status: 409 });
        if (mode === 'bare') return new HttpResponse(null, { status: 500 });
        if (body.stage === 'decision') return HttpResponse.json({ message: 'down' }, { status: 500 });
        return null;
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const shown = async (text: string) =>
      expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(text);
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    await waitFor(() => shown('Ticket already scanned at 21:04 by Gate B'));
    mode = 'bare';
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    await waitFor(() => shown('Failed to scan ticket'));
    mode = 'decision';
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => shown('Failed to process ticket'));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('the session survives a reload (sessionStorage, per agent) and Log out returns to the login form', async () => {
    api({ tickets: [ticket(1)] });
    const user = userEvent.setup();
    const first = renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    first.unmount();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    expect(await screen.findByText('Agent: Gate A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Access Scanner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('works with a server that returns no agent token: no Authorization header, never the dashboard token', async () => {
    localStorage.setItem('token', 'dashboard-token');
    const calls = api({ tickets: [ticket(1)], token: null });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    await screen.findByRole('dialog');
    expect(calls.listAuth[0]).toBeNull();
    expect(calls.scans[0].auth).toBeNull();
  });

  it('20,000 tickets: only the rows on screen are rendered, and search still finds any ticket', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ticket(i + 1));
    api({ tickets: many });
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-total')).getByText('20,000')).toBeInTheDocument(),
    );
    const rendered = screen.getAllByTestId('ticket-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    await user.type(screen.getByPlaceholderText('Search by name, phone, or ticket ID...'), 'tk-ticket19999');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByText('First19999 Last19999')).toBeInTheDocument();
  });

  it('after a scan, refreshes only what changed when the server gives a cursor (since=)', async () => {
    const tickets = [ticket(1), ticket(2)];
    const seen: Array<string | null> = [];
    // The reference server's live stream: no ticket list asked again on a timer here.
    offerExtensions('liveStreams');
    server.use(
      http.post(`${API}/api/security-agents-public/login`, () =>
        HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 't' } }),
      ),
      http.get(
        `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, ({ request }) => {
        // A first screen from a server that cannot page: the whole list follows the usual way.
        if (new URL(request.url).searchParams.has('limit'))
          return HttpResponse.json({
            success: true,
            data: { data: tickets, first: true, total: tickets.length, scanned: 0 },
          });
        const since = new URL(request.url).searchParams.get('since');
        seen.push(since);
        if (!since)
          return HttpResponse.json({ success: true, data: { data: tickets, cursor: 'c1', partial: false } });
        return HttpResponse.json({
          success: true,
          data: { data: tickets.filter((t) => t.isScanned), cursor: 'c2', partial: true },
        });
      }),
      http.post(`${API}/api/security-agents/scan/:ref`, () => {
        Object.assign(tickets[0], { isScanned: true, status: 'used' });
        return HttpResponse.json({ success: true, data: tickets[0] });
      }),
    );
    const user = userEvent.setup();
    renderAt(`/security-scanner/${AGENT.agentId}`);
    await logIn(user);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Scan Ticket' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Scan Ticket' })[0]);
    await screen.findByRole('dialog');
    // The scan's own answer and the live stream carry its change: the list is not asked again for it.
    expect(seen).toEqual([null]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(seen).toEqual([null, 'c1']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('ticket-row')).toHaveLength(2);
    expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Scan Ticket' })).toHaveLength(1);
  });
});
