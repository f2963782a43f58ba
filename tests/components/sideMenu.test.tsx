import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { memoryStore, type Store } from 'ra-core';
import { Menu } from '../../src/layout/Menu';
import { EventList } from '../../src/resources/events/EventList';
import { server, API } from '../setup/msw';
import { sampleEvent } from './eventsHarness';
import { renderDashboardMenu } from './menuHarness';

const live = { ...sampleEvent, _id: 'live1', name: 'Carthage Live' };
function renderMenu(path: string, opts: { live: unknown; store?: Store; logout?: () => Promise<string> }) {
  server.use(http.get(`${API}/api/events/current`, () => HttpResponse.json({ data: opts.live })));
  localStorage.setItem('token', 'test-token');
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: opts.logout ?? (async () => '/'),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  return renderDashboardMenu({
    path,
    authProvider,
    store: opts.store,
    routes: <Route path="/" element={<h1>Sign-in page</h1>} />,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the side menu', () => {
  it("lists Events, the live event's pages and the other areas, marking the current page's entry", async () => {
    renderMenu('/dashboard/events/live1/tickets', { live });
    const tickets = await screen.findByRole('menuitem', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('href', '/dashboard/events/live1/tickets');
    expect(tickets).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveAttribute(
      'href',
      '/dashboard/events/live1/security',
    );
    expect(screen.getByRole('menuitem', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/dashboard/events/live1/statistics',
    );
    expect(screen.getByRole('menuitem', { name: 'Events' })).toHaveAttribute('href', '/dashboard/events');
    const users = screen.getByRole('menuitem', { name: 'Users' });
    expect(users).toHaveAttribute('href', '/dashboard/users');
    expect(users).not.toHaveAttribute('aria-current');
    // The resource's name is its cars; the menu says "Fleet" (French by default: "Flotte").
    expect(screen.getByRole('menuitem', { name: 'Flotte' })).toHaveAttribute('href', '/dashboard/fleet');
    expect(screen.getByRole('menuitem', { name: 'Virements bancaires' })).toHaveAttribute(
      'href',
      '/dashboard/bank-transfers',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('aria-current');
  });

  it("shows the live event's card: 'Now Live', its name, its venue and 'View Details'", async () => {
    renderMenu('/dashboard/events', { live });
    const card = await screen.findByTestId('live-event-card');
    expect(within(card).getByText('Now Live')).toBeInTheDocument();
    expect(within(card).getByText('Carthage Live')).toBeInTheDocument();
    expect(within(card).getByText('Douz dunes')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/dashboard/events/live1',
    );
  });

  it("deactivating the live event removes 'Now Live' and its pages from the menu at once", async () => {
    let active = true;
    server.use(
      http.get(`${API}/api/events/current`, () => HttpResponse.json({ data: active ? live : null })),
      http.get(`${API}/api/events`, () =>
        HttpResponse.json({ data: [{ ...live, isActive: active }], pagination: { pages: 1 } }),
      ),
      http.put(`${API}/api/events/live1`, async ({ request }) => {
        active = ((await request.json()) as { isActive: boolean }).isActive;
        return HttpResponse.json({ data: { ...live, isActive: active } });
      }),
    );
    localStorage.setItem('token', 'test-token');
    renderDashboardMenu({
      page: (
        <>
          <Menu />
          <EventList />
        </>
      ),
    });
    const card = await screen.findByTestId('live-event-card');
    expect(within(card).getByText('Now Live')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Tickets' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByTestId('live-event-card')).toBeNull());
    for (const name of ['Tickets', 'Security', 'Statistics'])
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });

  it('without a live event, has no event pages and no card', async () => {
    renderMenu('/dashboard/events', { live: null });
    await screen.findByRole('menuitem', { name: 'Users' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Tickets' })).toBeNull());
    expect(screen.queryByTestId('live-event-card')).toBeNull();
  });

  it('Logout signs out and leads to the sign-in page', async () => {
    const logout = vi.fn(async () => '/');
    renderMenu('/dashboard/events', { live: null, logout });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
  });

  it('on a phone, choosing an entry closes the drawer', async () => {
    // Every media query matches: the screen is below the "md" breakpoint.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const store = memoryStore({ 'sidebar.open': true });
    renderMenu('/dashboard/events', { live, store });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tickets' }));
    await waitFor(() => expect(store.getItem('sidebar.open')).toBe(false));
  });
});
