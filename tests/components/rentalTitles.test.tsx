import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { server, API } from '../setup/msw';
import FleetPage from '../../src/resources/fleet/FleetPage';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import ReportsPage from '../../src/customRoutes/reports/ReportsPage';
import { renderRentalAt, sampleCar, sampleReservation } from './rentalHarness';

/** Where react-admin's AppBar shows a screen's <Title> (its Layout renders this element). */
let appBarTitle: HTMLElement;
beforeEach(() => {
  appBarTitle = document.createElement('span');
  appBarTitle.id = 'react-admin-title';
  document.body.appendChild(appBarTitle);
  server.use(
    http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
    http.get(`${API}/api/reservations/stats`, () =>
      HttpResponse.json({
        stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 0 },
      }),
    ),
  );
});
afterEach(() => appBarTitle.remove());

const screens: Array<[string, string, ReactElement, string]> = [
  // What the side menu calls them, short enough for a phone's app bar.
  ['fleet', 'Flotte', <FleetPage key="fleet" />, '/dashboard/fleet'],
  ['reservations', 'Réservations', <ReservationsPage key="reservations" />, '/dashboard/reservations'],
  ['reports', 'Rapports', <ReportsPage key="reports" />, '/dashboard/reports'],
];

describe('the rental screens name themselves in the app bar, as the other screens do', () => {
  it.each(screens)('%s: "%s"', async (resource, title, page, address) => {
    renderRentalAt(resource, page, address);
    await waitFor(() => expect(appBarTitle.textContent).toBe(title));
  });
});
