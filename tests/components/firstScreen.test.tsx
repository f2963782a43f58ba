import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderDashboard, sampleEvent } from './eventsHarness';
import { EventList } from '../../src/resources/events/EventList';
import { Menu } from '../../src/layout/Menu';
import { prefetchDashboardStart } from '../../src/dataProvider/dashboardPrefetch';
import { peekPrefetched } from '../../src/api/prefetch';
import { countingDashboardApi, DASHBOARD_START_PATHS, dropEarlyAnswers } from '../setup/dashboardStartApi';

const TOKEN = 'test-token';
const live = { ...sampleEvent, _id: 'live1', name: 'Carthage Live' };
const events = [sampleEvent, { ...sampleEvent, _id: 'e2', name: 'Dougga Jazz' }];

/** The entry script's calls for `pathname` sent, and `paths` among them arrived (not yet taken). */
async function firstVisit(pathname: string, paths: string[]) {
  localStorage.setItem('token', TOKEN);
  prefetchDashboardStart({ pathname, search: '' });
  await waitFor(() => expect(paths.every((path) => peekPrefetched(path, TOKEN))).toBe(true));
}

afterEach(() => dropEarlyAnswers(TOKEN));

describe("the dashboard's first screen on a first visit", () => {
  const listRoute: Array<[string, ReactElement]> = [['/dashboard/events', <EventList key="l" />]];

  it('the events list shows the first page the entry script fetched in its first render, and asks the server once', async () => {
    const { hits } = countingDashboardApi({ live, events });
    await firstVisit('/dashboard/events', DASHBOARD_START_PATHS);
    renderDashboard('/dashboard/events', listRoute);
    // No wait: the cards are in the first render, not behind the loading spinner.
    expect(screen.getByText('Sahara Nights')).toBeInTheDocument();
    expect(screen.queryByLabelText('loading')).not.toBeInTheDocument();
    // The list's own call takes that answer: nothing more is sent.
    await waitFor(() => expect(peekPrefetched('/api/events?page=1&limit=10', TOKEN)).toBeUndefined());
    expect(await screen.findByText('Dougga Jazz')).toBeInTheDocument();
    expect(hits['events?page=1&limit=10']).toBe(1);
  });

  it('without an early answer the list loads as usual (spinner, then its own call)', async () => {
    const { hits } = countingDashboardApi({ live, events });
    renderDashboard('/dashboard/events', listRoute);
    expect(screen.getByLabelText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Sahara Nights')).toBeInTheDocument();
    expect(hits['events?page=1&limit=10']).toBe(1);
  });

  it("the side menu shows the live event's pages in its first render", async () => {
    const { hits } = countingDashboardApi({ live, events });
    await firstVisit('/dashboard/events/live1/tickets', ['/api/events/current']);
    renderDashboard('/dashboard/events/live1/tickets', [['/dashboard/*', <Menu key="m" />]]);
    const tickets = screen.getByRole('menuitem', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('href', '/dashboard/events/live1/tickets');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveAttribute(
      'href',
      '/dashboard/events/live1/security',
    );
    expect(screen.getByTestId('live-event-card')).toHaveTextContent('Carthage Live');
    await waitFor(() => expect(peekPrefetched('/api/events/current', TOKEN)).toBeUndefined());
    expect(hits['events/current']).toBe(1);
  });
});

describe('the side menu', () => {
  it('marks the entry of the current page, and names every entry as a menu item', async () => {
    countingDashboardApi({ live, events });
    renderDashboard('/dashboard/events/live1/tickets', [['/dashboard/*', <Menu key="m" />]]);
    const tickets = await screen.findByRole('menuitem', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('aria-current', 'page');
    expect(tickets).toHaveClass('RaMenuItemLink-active');
    expect(screen.getByRole('menuitem', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/dashboard/users');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('aria-current');
  });
});
