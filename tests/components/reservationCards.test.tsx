import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import { renderRentalAt, sampleCar, sampleReservation } from './rentalHarness';

/** What a phone's browser answers: every `max-width` query matches. */
function onPhone() {
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
}

afterEach(() => vi.unstubAllGlobals());

describe('a reservation card on a phone', () => {
  it("labels the status dropdown and the payment chip, which both read 'En attente'", async () => {
    onPhone();
    server.use(
      http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
      http.get(`${API}/api/reservations/stats`, () =>
        HttpResponse.json({
          stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 0 },
        }),
      ),
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    );
    renderRentalAt('reservations', <ReservationsPage />);
    const card = await screen.findByTestId('reservation-row');
    expect(card.tagName).not.toBe('TR');
    // The dropdown shows its label 'Statut' and keeps its full name.
    const status = within(card).getByRole('combobox', { name: /Statut de la réservation/ });
    expect(status).toHaveTextContent('En attente');
    expect(within(card).getByText('Statut', { selector: 'label' })).toBeVisible();
    // The chip says what it is.
    expect(within(card).getByText('Paiement : En attente')).toBeInTheDocument();
  });
});
