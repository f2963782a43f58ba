import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { EVENT_CLOSED } from '../../src/contract/closedEvent';

// The machine is shared: give slow first renders (lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEA23456', name: 'Gate A' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
const PATH = `/security-scanner/${AGENT.agentId}`;
const ticket = (n: number, over: Record<string, unknown> = {}) => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `First${n}`, lastName: `Last${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: 'active',
  purchaseDate: '2026-11-20T19:30:00.000Z',
  isScanned: false,
  ...over,
});

function api(tickets: ReturnType<typeof ticket>[], login?: () => Response) {
  const scans: string[] = [];
  server.use(
    http.post(
      `${API}/api/security-agents-public/login`,
      () =>
        login?.() ??
        HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 'agent-token' } }),
    ),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, () =>
      HttpResponse.json({ success: true, data: { data: tickets } }),
    ),
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post(`${API}/api/security-agents/scan/:ref`, ({ params }) => {
      scans.push(String(params.ref));
      return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
    }),
  );
  return scans;
}

async function logIn() {
  const user = userEvent.setup();
  render(<ScannerApp pathname={PATH} />);
  await user.type(screen.getByLabelText(/^Password/), 'agent123');
  await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('the door scanner', () => {
  it('counts as the statistics do: cancelled and refunded tickets are not to be scanned', async () => {
    api([
      ticket(1),
      ticket(2, { status: 'used', isScanned: true }),
      ticket(3, { status: 'cancelled' }),
      ticket(4, { status: 'refunded' }),
    ]);
    await logIn();
    await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(screen.getByTestId('stat-total')).getByText('2')).toBeInTheDocument());
    expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-unscanned')).getByText('1')).toBeInTheDocument();
  });

  it("the list search finds a full name ('walk tester')", async () => {
    api([
      ticket(1, { customerInfo: { firstName: 'Walk', lastName: 'Tester', phoneNumber: '22000001' } }),
      ticket(2, { customerInfo: { firstName: 'Amira', lastName: 'Walker', phoneNumber: '22000002' } }),
    ]);
    const user = await logIn();
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(2));
    await user.type(screen.getByPlaceholderText('Search by name, phone, or ticket ID...'), 'walk tester');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(within(screen.getByTestId('ticket-row')).getByText('Walk Tester')).toBeInTheDocument();
  });

  it('a typed ticket id is found whatever its case, offline on the device copy', async () => {
    const scans = api([ticket(1, { ticketId: 'TK-NSNBEHZL8F' })]);
    const user = await logIn();
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('tab', { name: 'Scan with camera' }));
    await user.type(await screen.findByLabelText('Ticket ID'), 'tk-nsnbehzl8f');
    await user.click(screen.getByRole('button', { name: 'Check ticket' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Ticket Scanned')).toBeInTheDocument();
    expect(within(modal).getByText('TK-NSNBEHZL8F')).toBeInTheDocument();
    expect(scans).toEqual([]);
  });

  it("a deactivated event's scanner says the event is closed and offers no 'Scan Ticket'", async () => {
    api([ticket(1)], () => HttpResponse.json({ message: EVENT_CLOSED }, { status: 403 }));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event is closed: the scanner admits no tickets. Ask the organiser to activate it.',
    );
    expect(screen.queryByRole('button', { name: 'Scan Ticket' })).toBeNull();
    expect(screen.queryByText('Total Tickets')).toBeNull();
  });

  it('an open scanner whose event is deactivated returns to the login with the same message', async () => {
    let closed = false;
    server.use(
      http.post(`${API}/api/security-agents-public/login`, () =>
        HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 'agent-token' } }),
      ),
      http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, () =>
        closed
          ? HttpResponse.json({ message: EVENT_CLOSED }, { status: 403 })
          : HttpResponse.json({ success: true, data: { data: [ticket(1)] } }),
      ),
      http.get(
        `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.post(`${API}/api/security-agents/scan/:ref`, () => {
        closed = true;
        return HttpResponse.json({ message: EVENT_CLOSED }, { status: 403 });
      }),
    );
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Scan Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event is closed: the scanner admits no tickets.',
    );
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(screen.queryByRole('button', { name: 'Scan Ticket' })).toBeNull();
  });
});
