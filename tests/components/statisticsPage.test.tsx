import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import StatisticsPage from '../../src/customRoutes/statistics/StatisticsPage';

const routes: Array<[string, ReactElement]> = [
  ['/dashboard/events/:id/statistics', <StatisticsPage key="s" />],
];
const stats = {
  totalRevenue: 131,
  totalTicketsSold: 3,
  scannedTickets: 1,
  unscannedTickets: 2,
  priceTierStats: [
    {
      name: 'General',
      description: 'Standing',
      price: 25.5,
      totalTickets: 3,
      soldTickets: 2,
      scannedTickets: 1,
      revenue: 51,
    },
    {
      name: 'VIP',
      description: 'Front rows',
      price: 80,
      totalTickets: 10,
      soldTickets: 1,
      scannedTickets: 0,
      revenue: 80,
    },
  ],
};
const info = (label: string) => screen.getByTestId(`info-${label}`).textContent;

describe('statistics page (SPEC §2)', () => {
  it('shows the title, status badge, start date, cards, tier breakdown and metrics', async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.get(`${API}/api/events/e1/stats`, () => HttpResponse.json({ data: stats })),
    );
    renderDashboard('/dashboard/events/e1/statistics', routes);
    expect(await screen.findByRole('heading', { name: 'Statistics - Sahara Nights' })).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getAllByText('May 1, 2030').length).toBeGreaterThan(0);
    expect(screen.getByTestId('stat-Total Revenue')).toHaveTextContent('$131.00');
    expect(screen.getByTestId('stat-Tickets Sold')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Scanned')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Unscanned')).toHaveTextContent('2');
    expect(screen.getByText('Price Tier Breakdown')).toBeInTheDocument();
    expect(screen.getByText('66.7% sold')).toBeInTheDocument();
    expect(screen.getByText('10.0% sold')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByText('Event Information')).toBeInTheDocument();
    expect(screen.getByText('Event Details', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('Performance Metrics')).toBeInTheDocument();
    expect(info('Total Capacity')).toBe('13');
    expect(info('Scan Rate')).toBe('33.3%');
    expect(info('Average Price')).toBe('$43.67');
    expect(info('Start Time')).toBe('8:00 PM');
    expect(info('End Time')).toBe('11:30 PM');
    expect(info('Location')).toBe('Douz dunes');
    expect(screen.getByRole('link', { name: 'View Tickets' })).toHaveAttribute(
      'href',
      '/dashboard/events/e1/tickets',
    );
    expect(screen.getByRole('link', { name: 'Manage Security' })).toHaveAttribute(
      'href',
      '/dashboard/events/e1/security',
    );
    expect(screen.getByRole('link', { name: 'Event Details' })).toHaveAttribute(
      'href',
      '/dashboard/events/e1',
    );
  });

  it('shows 0 for Scan Rate and Average Price when nothing is sold', async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.get(`${API}/api/events/e1/stats`, () =>
        HttpResponse.json({
          data: {
            totalRevenue: 0,
            totalTicketsSold: 0,
            scannedTickets: 0,
            unscannedTickets: 0,
            priceTierStats: stats.priceTierStats.map((t) => ({
              ...t,
              soldTickets: 0,
              scannedTickets: 0,
              revenue: 0,
            })),
          },
        }),
      ),
    );
    renderDashboard('/dashboard/events/e1/statistics', routes);
    await screen.findByText('Performance Metrics');
    expect(info('Scan Rate')).toBe('0.0%');
    expect(info('Average Price')).toBe('$0.00');
  });

  it("shows 'Unable to load statistics' with 'Failed to fetch statistics', and a 'Back to Events' link", async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.get(`${API}/api/events/e1/stats`, () => new HttpResponse(null, { status: 500 })),
    );
    renderDashboard('/dashboard/events/e1/statistics', routes);
    expect(await screen.findByText('Unable to load statistics')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch statistics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/dashboard/events');
  });

  it("shows 'Failed to fetch event details' when the event fails, 'Event or statistics not found' when missing", async () => {
    server.use(
      http.get(`${API}/api/events/e1`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/events/e1/stats`, () => HttpResponse.json({ data: stats })),
      http.get(`${API}/api/events/e2`, () =>
        HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
      ),
      http.get(`${API}/api/events/e2/stats`, () =>
        HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
      ),
    );
    const first = renderDashboard('/dashboard/events/e1/statistics', routes);
    expect(await screen.findByText('Failed to fetch event details')).toBeInTheDocument();
    first.unmount();
    renderDashboard('/dashboard/events/e2/statistics', routes);
    expect(await screen.findByText('Event or statistics not found')).toBeInTheDocument();
    expect(screen.getByText('Unable to load statistics')).toBeInTheDocument();
  });
});
