import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { EventList } from '../../src/resources/events/EventList';
import TicketDetailPage from '../../src/customRoutes/tickets/TicketDetailPage';

configure({ asyncUtilTimeout: 5000 });

const festival = {
  ...sampleEvent,
  name: 'Festival',
  startDate: '2026-11-25',
  endDate: '2026-11-28',
  startTime: '20:00',
  endTime: '23:30',
};

const routes: Array<[string, ReactElement]> = [
  ['/dashboard/events', <EventList key="l" />],
  ['/dashboard/tickets/:ticketId', <TicketDetailPage key="t" />],
];

describe('a multi-day event shows its range of days', () => {
  it('on its event card', async () => {
    server.use(
      http.get(`${API}/api/events`, () => HttpResponse.json({ data: [festival], pagination: { pages: 1 } })),
    );
    renderDashboard('/dashboard/events', routes);
    const card = await screen.findByTestId('event-card');
    expect(await within(card).findByText('November 25–28, 2026, 8:00 PM')).toBeInTheDocument();
  });

  it('on its ticket page', async () => {
    server.use(
      http.get(`${API}/api/tickets/TK-FEST000001`, () =>
        HttpResponse.json({
          data: {
            _id: 't1',
            ticketId: 'TK-FEST000001',
            customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' },
            priceTier: { name: 'General', price: 25 },
            status: 'active',
            purchaseDate: '2026-11-20T10:00:00.000Z',
            isScanned: false,
            event: {
              _id: 'e1',
              name: 'Festival',
              location: { name: 'Carthage', address: 'Carthage' },
              startDate: '2026-11-25',
              endDate: '2026-11-28',
              startTime: '20:00',
              endTime: '23:30',
              color: '#3B82F6',
            },
          },
        }),
      ),
    );
    renderDashboard('/dashboard/tickets/TK-FEST000001', routes);
    expect(await screen.findByText(/November 25–28, 2026, 8:00 PM/)).toBeInTheDocument();
  });
});
