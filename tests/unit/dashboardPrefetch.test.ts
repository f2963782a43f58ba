import { afterEach, describe, expect, it } from 'vitest';
import { prefetchDashboardStart } from '../../src/dataProvider/dashboardPrefetch';
import { countingDashboardApi, dropEarlyAnswers } from '../setup/dashboardStartApi';
import { dataProvider } from '../../src/dataProvider';
import { checkSession } from '../../src/authProvider';

const event = { _id: 'e1', name: 'Jazz à Tabarka', priceTiers: [] };
const countingApi = () => countingDashboardApi({ live: event, events: [event] }).hits;

afterEach(() => dropEarlyAnswers('tok'));

describe('the dashboard start calls, sent by the entry script', () => {
  it('on the events list, the session check, live event and first page are each requested once, and the screens use those answers', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart({ pathname: '/dashboard/events', search: '' });
    const [user, live, list] = await Promise.all([
      checkSession(),
      dataProvider.getCurrentEvent(),
      dataProvider.getList('events', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'startDate', order: 'DESC' },
        filter: {},
      }),
    ]);
    expect(user.email).toBe('demo@ticketing.tn');
    expect(live?.name).toBe('Jazz à Tabarka');
    expect(list.data.map((e) => e.name)).toEqual(['Jazz à Tabarka']);
    expect(hits).toEqual({ 'users/current': 1, 'events/current': 1, 'events?page=1&limit=10': 1 });
  });

  it('an answer is given once: a later identical call goes to the server', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart({ pathname: '/dashboard', search: '' });
    await checkSession();
    await checkSession();
    expect(hits['users/current']).toBe(2);
  });

  it('nothing is sent without a token or outside the dashboard', async () => {
    const hits = countingApi();
    prefetchDashboardStart({ pathname: '/dashboard/events', search: '' });
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart({ pathname: '/security-scanner/AG-1', search: '' });
    prefetchDashboardStart({ pathname: '/', search: '' });
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toEqual({});
  });

  it('the events page is not fetched early when the list will ask for other parameters', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('RaStore.events.listParams', JSON.stringify({ filter: { status: 'ended' } }));
    prefetchDashboardStart({ pathname: '/dashboard/events', search: '' });
    prefetchDashboardStart({ pathname: '/dashboard/events', search: '?page=2' });
    prefetchDashboardStart({ pathname: '/dashboard/fleet', search: '' });
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toEqual({ 'users/current': 1, 'events/current': 1 });
  });

  it('an early answer is never handed to a call made with another token', async () => {
    const hits = countingApi();
    localStorage.setItem('token', 'tok');
    prefetchDashboardStart({ pathname: '/dashboard', search: '' });
    localStorage.setItem('token', 'other');
    await checkSession();
    expect(hits['users/current']).toBe(2);
  });
});
