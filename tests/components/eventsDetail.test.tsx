import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { EventShow } from '../../src/resources/events/EventShow';

const routes: Array<[string, ReactElement]> = [
  ['/dashboard/events/:id', <EventShow key="s" />],
  ['/dashboard/events', <p key="l">events list</p>],
];

describe('event detail', () => {
  it('shows the event, its tiers in USD, and the links of its pages', async () => {
    server.use(http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })));
    renderDashboard('/dashboard/events/e1', routes);
    expect(await screen.findByRole('heading', { name: 'Sahara Nights' })).toBeInTheDocument();
    expect(screen.getByText('$25.50')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2030, 8:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/events/e1/edit');
    expect(screen.getByRole('link', { name: 'View Tickets' })).toHaveAttribute(
      'href',
      '/dashboard/events/e1/tickets',
    );
    expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/dashboard/events/e1/statistics',
    );
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/dashboard/tickets/event/e1/create',
    );
  });

  it("delete asks 'Are you sure you want to delete this event?' and adds 'This action cannot be undone.'", async () => {
    let deleted = false;
    server.use(
      http.get(`${API}/api/events/e1`, () => HttpResponse.json({ data: sampleEvent })),
      http.delete(`${API}/api/events/e1`, () => {
        deleted = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderDashboard('/dashboard/events/e1', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this event? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('events list')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it("shows 'Event not found' for a missing or foreign event", async () => {
    server.use(
      http.get(`${API}/api/events/nope`, () =>
        HttpResponse.json({ message: 'Event not found' }, { status: 404 }),
      ),
    );
    renderDashboard('/dashboard/events/nope', routes);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch event details' then 'Event not found' when loading fails", async () => {
    server.use(http.get(`${API}/api/events/e1`, () => new HttpResponse(null, { status: 500 })));
    renderDashboard('/dashboard/events/e1', routes);
    expect(await screen.findByText('Failed to fetch event details')).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });
});
