import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import { renderRentalAt, sampleCar, sampleReservation } from './rentalHarness';
import { RESERVATION_HAS_PAYMENTS } from '../../src/contract/reservationDeletion';

/** Money is never erased: a reservation with payments is cancelled, not deleted. */
describe('deleting a reservation whose payments moved money', () => {
  it('says why it cannot be deleted and offers to cancel it instead', async () => {
    const calls: Array<{ method: string; body: unknown }> = [];
    server.use(
      http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
      http.get(`${API}/api/reservations/stats`, () =>
        HttpResponse.json({
          stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 0 },
        }),
      ),
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
      http.get(`${API}/api/rental-cars/fleet/available`, () => HttpResponse.json({ cars: [sampleCar] })),
      http.delete(`${API}/api/reservations/:id`, () => {
        calls.push({ method: 'DELETE', body: null });
        return HttpResponse.json({ message: RESERVATION_HAS_PAYMENTS.message }, { status: 409 });
      }),
      http.put(`${API}/api/reservations/:id`, async ({ request }) => {
        const body = await request.json();
        calls.push({ method: 'PUT', body });
        return HttpResponse.json({ data: { ...sampleReservation, status: 'cancelled' } });
      }),
    );
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );

    const offer = await screen.findByRole('dialog', { name: 'Annuler la réservation' });
    expect(
      within(offer).getByText(
        'Cette réservation a des paiements enregistrés : elle ne peut pas être supprimée. Annulez-la à la place. ' +
          'Ses paiements restent dans les totaux et le journal. Passer cette réservation au statut Annulée ?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'DELETE', body: null },
        { method: 'PUT', body: { status: 'cancelled' } },
      ]),
    );
    expect(await screen.findByText('Réservation annulée')).toBeInTheDocument();
    expect(screen.queryByText('Réservation supprimée')).toBeNull();
  });
});
