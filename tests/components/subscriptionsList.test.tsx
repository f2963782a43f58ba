import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { renderDashboard, agency } from './businessHarness';
import SubscriptionList from '../../src/resources/subscriptions/SubscriptionList';

const row = {
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  paymentNumber: 'SUB-2026-001',
  dateTime: '2026-11-01T10:00:00.000Z',
  customerFullName: 'Salma Gharbi',
  amount: 90,
  startDateTime: '2026-11-01T00:00:00.000Z',
  expiryDateTime: '2026-12-01T00:00:00.000Z',
};

beforeEach(() => {
  // Lists keep their parameters in the address: each test starts from a clean one.
  window.history.replaceState({}, '', '/');
  offerExtensions('subscriptions');
  server.use(
    http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/subscriptions`, () =>
      HttpResponse.json([row], { headers: { 'Content-Range': 'subscriptions 0-0/1' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Subscriptions list', () => {
  it('is headed as its menu entry says', async () => {
    renderDashboard(<SubscriptionList />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    expect(await screen.findByText('Salma Gharbi')).toBeInTheDocument();
  });

  it("names each payment's customer on a phone", async () => {
    // What a phone's browser answers: every `max-width` query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    renderDashboard(<SubscriptionList />);
    expect(await screen.findByText(/^Salma Gharbi · 90,000\sTND$/)).toBeInTheDocument();
    expect(screen.getByText(/^SUB-2026-001 · 01\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
