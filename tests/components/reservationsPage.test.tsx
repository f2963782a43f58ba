import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { ReservationsPage } from '../../src/resources/reservations/ReservationsPage';
import { renderRental, sampleCar, sampleReservation } from './rentalHarness';

function mockApi() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  server.use(
    http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
    http.get(`${API}/api/reservations/stats`, () =>
      HttpResponse.json({
        stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 1234.5 },
      }),
    ),
    http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    http.get(`${API}/api/rental-cars/fleet/available`, () => HttpResponse.json({ cars: [sampleCar] })),
    http.put(`${API}/api/reservations/:id`, async ({ request }) => {
      calls.push({ method: 'PUT', url: request.url, body: await request.json() });
      return HttpResponse.json({ data: sampleReservation });
    }),
    http.post(`${API}/api/reservations`, async ({ request }) => {
      calls.push({ method: 'POST', url: request.url, body: await request.json() });
      return HttpResponse.json(
        { message: 'Cette voiture est déjà réservée sur cette période' },
        { status: 409 },
      );
    }),
    http.delete(`${API}/api/reservations/:id`, ({ request }) => {
      calls.push({ method: 'DELETE', url: request.url, body: null });
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  return calls;
}

describe('reservations screen', () => {
  it('shows the stats cards and the list; the status dropdown sends { status } only', async () => {
    const calls = mockApi();
    renderRental(<ReservationsPage />);
    expect(await screen.findByText('Amira Ben Salah')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('reservation-stat-revenue')).toHaveTextContent(/1\s234,500\sTND/),
    );
    expect(screen.getByTestId('reservation-stat-pending')).toHaveTextContent('1');
    expect(screen.getByText('01/03/2030 → 04/03/2030')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Statut de la réservation' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['En attente', 'Confirmée', 'Active', 'Terminée', 'Annulée']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Active' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: `${API}/api/reservations/${sampleReservation._id}`,
      body: { status: 'active' },
    });
  });

  it("asks 'Êtes-vous sûr de vouloir supprimer cette réservation ?' before deleting", async () => {
    const calls = mockApi();
    renderRental(<ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Êtes-vous sûr de vouloir supprimer cette réservation ?'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['DELETE']));
  });

  it('requires every field but notes, types the email and shows the server refusal', async () => {
    const calls = mockApi();
    renderRental(<ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle réservation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la réservation' }));
    expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(9);
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Nom complet/), { target: { value: 'Sami Trabelsi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'sami@gmail.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Téléphone/), { target: { value: '98123456' } });
    fireEvent.change(within(dialog).getByLabelText(/Numéro de permis/), { target: { value: '55/123456' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Véhicule/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Renault Clio 5/ }));
    fireEvent.change(within(dialog).getByLabelText(/Date de prise en charge/), {
      target: { value: '2030-03-02' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Date de retour/), { target: { value: '2030-03-03' } });
    fireEvent.change(within(dialog).getByLabelText(/Lieu de prise en charge/), {
      target: { value: 'Tunis' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Lieu de retour/), { target: { value: 'Tunis' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la réservation' }));
    expect(
      await within(dialog).findByText('Cette voiture est déjà réservée sur cette période'),
    ).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      customer: {
        name: 'Sami Trabelsi',
        email: 'sami@gmail.com',
        phone: '98123456',
        licenseNumber: '55/123456',
      },
      carId: sampleCar._id,
      pickupDate: '2030-03-02',
      returnDate: '2030-03-03',
      pickupLocation: 'Tunis',
      returnLocation: 'Tunis',
      notes: '',
    });
  }, 60_000);

  it('opens the detail modal with the documents (a broken one hidden) and the invoice link in a new tab', async () => {
    mockApi();
    renderRental(<ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('button', { name: 'Détails' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: 'Facture' });
    expect(link).toHaveAttribute('href', `/invoice/${sampleReservation._id}`);
    expect(link).toHaveAttribute('target', '_blank');
    const images = within(dialog).getAllByRole('img');
    expect(images).toHaveLength(2);
    images[1].dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(1));
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Agrandir le document : Permis \(recto\)/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Permis (recto)' })).toBeInTheDocument();
  });
});
