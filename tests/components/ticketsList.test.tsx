import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'ra-core';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { TicketList } from '../../src/resources/tickets/TicketList';
import TicketCreatePage from '../../src/customRoutes/tickets/TicketCreatePage';
import { captureCsv } from './eventsCsvCapture';

// The shared machine is slow, and an undoable cancel is sent when its notification closes (4 s).
configure({ asyncUtilTimeout: 10000 });

const routes: Array<[string, ReactElement]> = [
  [
    '/dashboard/events/:id/tickets',
    <ResourceContextProvider key="t" value="tickets">
      <TicketList />
    </ResourceContextProvider>,
  ],
  ['/dashboard/tickets/event/:id/create', <TicketCreatePage key="c" />],
];

const ticket = (
  n: number,
  status: string,
  firstName: string,
  lastName = 'Ben Ali',
  phoneNumber = `2200000${n}`,
) => ({
  _id: `id${n}`,
  ticketId: `TK-0000000${n}`,
  customerInfo: { firstName, lastName, phoneNumber },
  priceTier: { name: 'VIP', price: 80 },
  status,
  purchaseDate: '2030-04-01T10:00:00.000Z',
  isScanned: status === 'used',
});

function withTickets(rows: ReturnType<typeof ticket>[], urls: URL[] = []) {
  server.use(
    http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
    http.get(`${API}/api/tickets/event/e1`, ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const status = url.searchParams.get('status');
      const data = status ? rows.filter((r) => r.status === status) : rows;
      return HttpResponse.json({ data, pagination: { pages: 1 } });
    }),
  );
}

describe('tickets list', () => {
  it('loads 20 per page, filters by status on the server and searches by name, phone and ticket id', async () => {
    const urls: URL[] = [];
    withTickets(
      [
        ticket(1, 'active', 'Amira'),
        ticket(2, 'cancelled', 'Sami', 'Trabelsi', '98765432'),
        ticket(3, 'used', 'Hela'),
      ],
      urls,
    );
    renderDashboard('/dashboard/events/e1/tickets', routes);
    expect(await screen.findByRole('heading', { name: 'Tickets - Sahara Nights' })).toBeInTheDocument();
    await screen.findByText('TK-00000001');
    expect(urls[0].searchParams.get('limit')).toBe('20');
    expect(screen.getAllByTestId('ticket-row')).toHaveLength(3);
    expect(screen.getAllByText('$80.00')).toHaveLength(3);

    const search = screen.getByRole('textbox', { name: 'Search by name, phone or ticket ID' });
    await userEvent.type(search, 'trabelsi');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByText('TK-00000002')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '98765');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'tk-00000003');
    await waitFor(() => expect(screen.getByText('TK-00000003')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No tickets match your search criteria')).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(3));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBe('cancelled'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
  });

  it('offers Cancel on active (undoable, sent when the notice closes) and Reactivate on cancelled tickets, nothing on used ones', async () => {
    const bodies: Array<[string, unknown]> = [];
    withTickets([ticket(1, 'active', 'Amira'), ticket(2, 'cancelled', 'Sami'), ticket(3, 'used', 'Hela')]);
    server.use(
      http.put(`${API}/api/tickets/:ticketId/status`, async ({ request, params }) => {
        bodies.push([String(params.ticketId), await request.json()]);
        return HttpResponse.json({ data: ticket(1, 'cancelled', 'Amira') });
      }),
    );
    renderDashboard('/dashboard/events/e1/tickets', routes);
    await screen.findByText('TK-00000001');
    const [active, cancelled, used] = screen.getAllByTestId('ticket-row');
    expect(within(used).queryByRole('button', { name: /Cancel|Reactivate/ })).toBeNull();
    await userEvent.click(within(active).getByRole('button', { name: 'Cancel' }));
    // Shown at once, sent only once the 'Ticket cancelled' notice closes without Undo.
    expect(await within(active).findByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByText('Ticket cancelled')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await waitFor(() => expect(bodies).toContainEqual(['TK-00000001', { status: 'cancelled' }]));
    await userEvent.click(within(cancelled).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(bodies).toContainEqual(['TK-00000002', { status: 'active' }]));
    expect(within(active).getByRole('link', { name: /Open ticket/ })).toHaveAttribute('target', '_blank');
  });

  it('Undo after Cancel restores the ticket and sends nothing', async () => {
    const sent: string[] = [];
    withTickets([ticket(1, 'active', 'Amira'), ticket(2, 'active', 'Hela')]);
    server.use(
      http.put(`${API}/api/tickets/:ticketId/status`, ({ params }) => {
        sent.push(String(params.ticketId));
        return HttpResponse.json({ data: ticket(2, 'cancelled', 'Hela') });
      }),
    );
    renderDashboard('/dashboard/events/e1/tickets', routes);
    await screen.findByText('TK-00000001');
    const [first, second] = screen.getAllByTestId('ticket-row');
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(await within(first).findByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(first).findByText('Active')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // A later cancel, left to run out, is sent after the undone one would have been: by the time it
    // arrives, the undone one would have too.
    await userEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(sent).toContain('TK-00000002'));
    expect(sent).toEqual(['TK-00000002']);
  });

  it('sorts by a column (all pages read, sorted by the dataProvider) and exports the CSV', async () => {
    const urls: URL[] = [];
    withTickets(
      [
        ticket(1, 'active', 'Zeineb', 'Haddad'),
        ticket(2, 'used', 'Amira', 'Ben Salah'),
        ticket(3, 'active', 'Hela', 'Mansour'),
      ],
      urls,
    );
    renderDashboard('/dashboard/events/e1/tickets', routes);
    await screen.findByText('TK-00000001');
    const ids = () =>
      screen.getAllByTestId('ticket-row').map((r) => within(r).getAllByRole('cell')[0].textContent);
    await userEvent.click(screen.getByRole('button', { name: /customer/i }));
    await waitFor(() => expect(ids()).toEqual(['TK-00000002', 'TK-00000001', 'TK-00000003']));
    expect(urls.at(-1)!.searchParams.get('limit')).toBe('100');
    await userEvent.click(screen.getByRole('button', { name: /customer/i }));
    await waitFor(() => expect(ids()).toEqual(['TK-00000003', 'TK-00000001', 'TK-00000002']));

    const csv = captureCsv();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(csv.saved).toHaveLength(1));
      expect(csv.saved[0].name).toBe('tickets-e1.csv');
      const lines = (await csv.text()).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFTicket ID,First Name,Last Name,Phone,Price Tier,Price (USD),Status,Scanned,Purchase Date',
      );
      expect(lines).toContain(
        // 10:00 UTC is 11:00 on the business's clock (Africa/Tunis).
        'TK-00000002,Amira,Ben Salah,22000002,VIP,80,Used,Scanned,"Apr 1, 2030, 11:00 AM"',
      );
      expect(lines).toHaveLength(4);
    } finally {
      csv.restore();
    }
  });

  it("alerts 'Failed to update ticket status' and shows 'Failed to fetch tickets'", async () => {
    withTickets([ticket(1, 'active', 'Amira')]);
    server.use(
      http.put(`${API}/api/tickets/:ticketId/status`, () => new HttpResponse(null, { status: 500 })),
    );
    const first = renderDashboard('/dashboard/events/e1/tickets', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Failed to update ticket status')).toBeInTheDocument();
    first.unmount();
    server.use(http.get(`${API}/api/tickets/event/e1`, () => new HttpResponse(null, { status: 500 })));
    renderDashboard('/dashboard/events/e1/tickets', routes);
    expect(await screen.findByText('Failed to fetch tickets')).toBeInTheDocument();
  });
});

describe('ticket creation page', () => {
  it('validates, then posts customerInfo and the tier name, and links to the new ticket', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.post(`${API}/api/tickets/event/e1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: ticket(9, 'active', 'Amira') }, { status: 201 });
      }),
    );
    renderDashboard('/dashboard/tickets/event/e1/create', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    await userEvent.click(screen.getByRole('combobox', { name: /Price Tier/ }));
    await userEvent.click(await screen.findByRole('option', { name: /VIP/ }));
    await userEvent.type(screen.getByLabelText(/First Name/), 'Amira');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Ben Salah');
    await userEvent.type(screen.getByLabelText(/^Phone/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(screen.getByText('Enter a phone number of at least 8 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Phone/), '45678');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket TK-00000009 created')).toBeInTheDocument();
    expect(body).toEqual({
      customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '12345678' },
      priceTier: 'VIP',
    });
    expect(screen.getByRole('link', { name: 'View Ticket' })).toHaveAttribute(
      'href',
      '/dashboard/tickets/TK-00000009',
    );
  });

  it('shows a field error when the user leaves it, and clears it as soon as it is fixed', async () => {
    server.use(http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })));
    renderDashboard('/dashboard/tickets/event/e1/create', routes);
    const phone = await screen.findByLabelText(/^Phone/);
    await userEvent.type(phone, '123');
    await userEvent.tab();
    expect(await screen.findByText('Enter a phone number of at least 8 digits')).toBeInTheDocument();
    await userEvent.type(phone, '45678');
    await waitFor(() => expect(screen.queryByText('Enter a phone number of at least 8 digits')).toBeNull());
  });

  it("shows the server's message when the tier is sold out", async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.post(`${API}/api/tickets/event/e1`, () =>
        HttpResponse.json({ message: "The price tier 'General' is sold out" }, { status: 409 }),
      ),
    );
    renderDashboard('/dashboard/tickets/event/e1/create', routes);
    await userEvent.type(await screen.findByLabelText(/First Name/), 'A');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'B');
    await userEvent.type(screen.getByLabelText(/^Phone/), '22123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText("The price tier 'General' is sold out")).toBeInTheDocument();
  });
});
