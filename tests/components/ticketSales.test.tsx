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
import { TICKET_SALES_ENDED } from '../../src/contract/closedEvent';

// The shared machine is slow, and an undoable change is sent when its notification closes (4 s).
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

const ticket = (n: number, status: string, firstName: string) => ({
  _id: `id${n}`,
  ticketId: `TK-0000000${n}`,
  customerInfo: { firstName, lastName: 'Ben Ali', phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 80 },
  status,
  purchaseDate: '2030-04-01T10:00:00.000Z',
  isScanned: false,
});

describe('selling stops at the event’s end', () => {
  it('an ended event offers no sale form and says why', async () => {
    const ended = { ...sampleEvent, startDate: '2020-01-01', endDate: '2020-01-03' };
    server.use(http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: ended })));
    renderDashboard('/dashboard/tickets/event/e1/create', routes);
    expect(
      await screen.findByText('This event has ended: tickets can no longer be sold'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Ticket' })).toBeNull();
    expect(screen.queryByLabelText(/First Name/)).toBeNull();
  });

  it("the server's refusal after the end reads in the screen's language", async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.post(`${API}/api/tickets/event/e1`, () =>
        HttpResponse.json({ message: TICKET_SALES_ENDED }, { status: 409 }),
      ),
    );
    renderDashboard('/dashboard/tickets/event/e1/create', routes);
    await userEvent.type(await screen.findByLabelText(/First Name/), 'A');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'B');
    await userEvent.type(screen.getByLabelText(/^Phone/), '22123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(
      await screen.findByText('This event has ended: tickets can no longer be sold'),
    ).toBeInTheDocument();
  });
});

describe('reactivating a ticket', () => {
  it('has an Undo like Cancel: Undo restores the cancelled ticket and sends nothing', async () => {
    const sent: string[] = [];
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.get(`${API}/api/tickets/event/e1`, () =>
        HttpResponse.json({ data: [ticket(1, 'cancelled', 'Sami')], pagination: { pages: 1 } }),
      ),
      http.put(`${API}/api/tickets/:ticketId/status`, ({ params }) => {
        sent.push(String(params.ticketId));
        return HttpResponse.json({ data: ticket(1, 'active', 'Sami') });
      }),
    );
    renderDashboard('/dashboard/events/e1/tickets', routes);
    const row = (await screen.findAllByTestId('ticket-row'))[0];
    await userEvent.click(within(row).getByRole('button', { name: 'Reactivate' }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('Ticket reactivated')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    // Left alone, the notice closes without sending anything.
    await waitFor(() => expect(screen.queryByText('Ticket reactivated')).toBeNull());
    expect(sent).toEqual([]);
  });
});
