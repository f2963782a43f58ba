import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { EventList } from '../../src/resources/events/EventList';
import { captureCsv } from './eventsCsvCapture';

const routes: Array<[string, ReactElement]> = [['/dashboard/events', <EventList key="l" />]];

describe('event list', () => {
  it('sends page, limit=10 and the chosen status filter, and shows the computed status chip', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${API}/api/events`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } });
      }),
    );
    renderDashboard('/dashboard/events', routes);
    expect(await screen.findByText('Sahara Nights')).toBeInTheDocument();
    expect(urls[0].searchParams.get('limit')).toBe('10');
    expect(urls[0].searchParams.get('page')).toBe('1');
    expect(urls[0].searchParams.has('status')).toBe(false);
    expect(screen.getByTestId('event-card').querySelector('[data-status="upcoming"]')).toHaveTextContent(
      'Upcoming',
    );

    const filters = screen.getByRole('group', { name: 'Filter events by status' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    for (const [tab, status] of [
      ['Upcoming', 'upcoming'],
      ['Ongoing', 'ongoing'],
      ['Ended', 'ended'],
    ]) {
      await userEvent.click(within(filters).getByRole('button', { name: tab }));
      await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBe(status));
      expect(within(filters).getByRole('button', { name: tab })).toHaveAttribute('aria-pressed', 'true');
      expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    }
    // From the keyboard: Enter on a focused filter chooses it.
    within(filters).getByRole('button', { name: 'All' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(urls.at(-1)!.searchParams.has('status')).toBe(false));
  });

  it("shows 'Failed to fetch events' when the list cannot load, and 'Retry' asks again", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/events`, () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } }),
      ),
    );
    renderDashboard('/dashboard/events', routes);
    expect(await screen.findByText('Failed to fetch events')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(sampleEvent.name)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch events')).not.toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this event?' and deletes on confirm", async () => {
    let deleted = false;
    server.use(
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: deleted ? [] : [sampleEvent], pagination: { pages: 1 } }),
      ),
      http.delete(`${API}/api/events/e1`, () => {
        deleted = true;
        return HttpResponse.json({ message: 'Event deleted successfully' });
      }),
    );
    renderDashboard('/dashboard/events', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this event?')).toBeInTheDocument();
    expect(within(dialog).queryByText(/This action cannot be undone\./)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it("alerts 'Failed to delete event' and 'Failed to update event status' on failures", async () => {
    let putBody: unknown;
    server.use(
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } }),
      ),
      http.delete(`${API}/api/events/e1`, () => new HttpResponse(null, { status: 500 })),
      http.put(`${API}/api/events/e1`, async ({ request }) => {
        putBody = await request.json();
        return new HttpResponse(null, { status: 500 });
      }),
    );
    renderDashboard('/dashboard/events', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update event status')).toBeInTheDocument();
    expect(putBody).toEqual({ isActive: false });
  });

  it('shows pagination when there are more pages', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${API}/api/events`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({
          data: Array.from({ length: 10 }, (_, i) => ({ ...sampleEvent, _id: `e${i}`, name: `Event ${i}` })),
          pagination: { pages: 2 },
        });
      }),
    );
    renderDashboard('/dashboard/events', routes);
    await screen.findByText('Event 0');
    expect(screen.getByText('1-10 of 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('sorts by another column (all pages read, sorted and paged by the dataProvider)', async () => {
    const urls: URL[] = [];
    const events = [
      { ...sampleEvent, _id: 'e1', name: 'Carthage Jazz' },
      { ...sampleEvent, _id: 'e2', name: 'Atlas Run' },
      { ...sampleEvent, _id: 'e3', name: 'Bizerte Expo' },
    ];
    server.use(
      http.get(`${API}/api/events`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ data: events, pagination: { pages: 1, total: 3 } });
      }),
    );
    renderDashboard('/dashboard/events', routes);
    await screen.findByText('Carthage Jazz');
    await userEvent.click(await screen.findByRole('button', { name: /^Sort by start Date descending/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Event Name/ }));
    await waitFor(() =>
      expect(screen.getAllByTestId('event-card').map((c) => c.querySelector('h2')?.textContent)).toEqual([
        'Atlas Run',
        'Bizerte Expo',
        'Carthage Jazz',
      ]),
    );
    expect(urls.at(-1)!.searchParams.get('limit')).toBe('100');
    await userEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBe('upcoming'));
  });

  it('exports the events as CSV (BOM, translated header, screen formats)', async () => {
    server.use(
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: [{ ...sampleEvent, name: '=Soirée Malouf' }], pagination: { pages: 1 } }),
      ),
    );
    const csv = captureCsv();
    try {
      renderDashboard('/dashboard/events', routes);
      await screen.findByText('=Soirée Malouf');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(csv.saved).toHaveLength(1));
      expect(csv.saved[0].name).toBe('events.csv');
      const [header, row] = (await csv.text()).split('\r\n');
      expect(header).toBe(
        '\uFEFFEvent Name,Category,Status,Active,Start Date,End Date,Venue Name,Address,Tickets sold,Capacity',
      );
      expect(row).toBe(
        `'=Soirée Malouf,Music,Upcoming,Active,"May 1, 2030, 8:00 PM","May 2, 2030, 11:30 PM",Douz dunes,Route de Douz,3,110`,
      );
    } finally {
      csv.restore();
    }
  });

  it('asks the delete confirmation with <Confirm>, never window.confirm', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    server.use(
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: [sampleEvent], pagination: { pages: 1 } }),
      ),
    );
    renderDashboard('/dashboard/events', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
