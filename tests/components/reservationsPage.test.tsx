import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import { renderRentalAt, sampleCar, sampleReservation } from './rentalHarness';
import { catchCsvDownloads } from './rentalCsv';
import { i18nProvider } from '../../src/i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

function mockApi(reservations = [sampleReservation]) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  server.use(
    http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations })),
    http.get(`${API}/api/reservations/stats`, () =>
      HttpResponse.json({
        stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 1234.5 },
      }),
    ),
    // After /stats: an id the list does not hold is one the server does not know.
    http.get(`${API}/api/reservations/:id`, ({ params }) => {
      const found = reservations.find((r) => r._id === params.id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ message: 'Réservation non trouvée' }, { status: 404 });
    }),
    http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    // The detail's payment entries and journal timeline (simple-REST lists): none yet.
    http.get(`${API}/api/payments`, () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'payments 0-0/0' } }),
    ),
    http.get(`${API}/api/journal`, () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'journal 0-0/0' } }),
    ),
    http.get(`${API}/api/rental-cars/fleet/available`, () => HttpResponse.json({ cars: [sampleCar] })),
    http.put(`${API}/api/reservations/:id`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', url: request.url, body });
      return HttpResponse.json({ data: { ...sampleReservation, ...body } });
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
    renderRentalAt('reservations', <ReservationsPage />);
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
    expect(await screen.findByText('Statut de la réservation mis à jour')).toBeInTheDocument();
  });

  it("asks 'Êtes-vous sûr de vouloir supprimer cette réservation ?' before deleting", async () => {
    const calls = mockApi();
    const alert = vi.spyOn(window, 'alert');
    const confirm = vi.spyOn(window, 'confirm');
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Êtes-vous sûr de vouloir supprimer cette réservation ?'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['DELETE']));
    expect(await screen.findByText('Réservation supprimée')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('requires every field but notes, types the email and shows the server refusal', async () => {
    const calls = mockApi();
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('link', { name: 'Nouvelle réservation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer la réservation' }));
    await waitFor(() => expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(9));
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Nom complet/), { target: { value: 'Sami Trabelsi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'sami@gmail.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Téléphone/), { target: { value: '98123456' } });
    fireEvent.change(within(dialog).getByLabelText(/Numéro de permis/), { target: { value: '55/123456' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Véhicule/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Renault Clio 5/ }));
    // MUI X date pickers in French (dd/MM/yyyy), no native date input.
    const pickup = within(dialog).getByLabelText(/Date de prise en charge/);
    expect(pickup).toHaveAttribute('type', 'text');
    fireEvent.change(pickup, { target: { value: '02/03/2030' } });
    fireEvent.change(within(dialog).getByLabelText(/Date de retour/), { target: { value: '03/03/2030' } });
    expect(await within(dialog).findByTestId('reservation-estimate')).toHaveTextContent(/1 jour/);
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
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('link', { name: 'Détails' }));
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

const second = {
  ...sampleReservation,
  _id: '65f1a2b3c4d5e6f7a8b9c0df',
  customer: {
    ...sampleReservation.customer,
    name: 'Énora Chérif',
    email: 'enora@gmail.com',
    phone: '98000111',
  },
  pickupDate: '2030-05-10',
  returnDate: '2030-05-12',
  totalDays: 2,
  totalAmount: 900,
  status: 'confirmed' as const,
  paymentStatus: 'paid' as const,
  createdAt: '2030-02-21T10:00:00.000Z',
};
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('reservation list', () => {
  it('sorts by a column, filters by text and status, and exports a CSV with a BOM and accents', async () => {
    mockApi([sampleReservation, second]);
    const csv = catchCsvDownloads();
    try {
      renderRentalAt('reservations', <ReservationsPage />);
      await screen.findByText('Énora Chérif');
      // Newest first, then by amount from the column header, both ways.
      expect(names()).toEqual(['Énora Chérif98000111', 'Amira Ben Salah22123456']);
      await userEvent.click(screen.getByRole('button', { name: /montant/i }));
      await waitFor(() => expect(names()).toEqual(['Amira Ben Salah22123456', 'Énora Chérif98000111']));
      await userEvent.click(screen.getByRole('button', { name: /montant/i }));
      await waitFor(() => expect(names()).toEqual(['Énora Chérif98000111', 'Amira Ben Salah22123456']));

      // Text search over the customer's name, email and phone, and the car.
      await userEvent.type(screen.getByPlaceholderText(/Rechercher/), '98000');
      await waitFor(() => expect(names()).toEqual(['Énora Chérif98000111']));
      await userEvent.clear(screen.getByPlaceholderText(/Rechercher/));
      await waitFor(() => expect(names()).toHaveLength(2));

      // Status, from react-admin's filter menu.
      await userEvent.click(screen.getByRole('button', { name: /Add filter/ }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^Statut/ }));
      await userEvent.click(await screen.findByRole('combobox', { name: /^Statut$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Confirmée' }));
      await waitFor(() => expect(names()).toEqual(['Énora Chérif98000111']));

      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(csv.files).toHaveLength(1));
      expect(csv.files[0].name).toBe('reservations.csv');
      const text = await csv.text();
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Nom complet,Email,Téléphone,Numéro de permis,Véhicule,Date de prise en charge,Date de retour,Lieu de prise en charge,Lieu de retour,Durée,Montant total (TND),Statut,Paiement,Notes',
      );
      expect(lines.slice(1).map((l) => l.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
        'Énora Chérif,enora@gmail.com,98000111,12/345678,Renault Clio 5 (200 TU 1234),10/05/2030,12/05/2030,Tunis Centre,Sousse,2,900,Confirmée,Payé,',
      ]);
    } finally {
      csv.restore();
    }
  }, 60_000);

  it('filters by pickup date with a French date picker', async () => {
    mockApi([sampleReservation, second]);
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Énora Chérif');
    await userEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /à partir du/ }));
    const from = await screen.findByLabelText(/à partir du/);
    expect(from).toHaveAttribute('type', 'text');
    fireEvent.change(from, { target: { value: '01/04/2030' } });
    await waitFor(() => expect(names()).toEqual(['Énora Chérif98000111']));
  }, 60_000);
});

describe('reservation form', () => {
  it("shows 'Champ obligatoire' and 'Email invalide' when a field is left, and clears them as soon as they are fixed", async () => {
    mockApi();
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('link', { name: 'Nouvelle réservation' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Nom complet/);
    await userEvent.click(name);
    expect(within(dialog).queryByText('Champ obligatoire')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Champ obligatoire'));
    await userEvent.type(name, 'S');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));

    const email = within(dialog).getByLabelText(/^Email/);
    await userEvent.type(email, 'sami@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email invalide'));
    await userEvent.type(email, 'gmail.com');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'false'));
    expect(within(dialog).queryByText('Email invalide')).not.toBeInTheDocument();
  }, 60_000);
});

describe('reservation edit', () => {
  it('saves the full form through react-admin, says so, and shows a refusal naming a field under that field', async () => {
    const calls = mockApi();
    server.use(http.get(`${API}/api/reservations/:id`, () => HttpResponse.json({ data: sampleReservation })));
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    await userEvent.click(screen.getByRole('link', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Modifier la réservation' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date de prise en charge/)).toHaveValue('01/03/2030');
    fireEvent.change(within(dialog).getByLabelText(/Lieu de retour/), { target: { value: 'Monastir' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['PUT']));
    expect(calls[0].body).toEqual({
      customer: {
        name: 'Amira Ben Salah',
        email: 'amira@gmail.com',
        phone: '22123456',
        licenseNumber: '12/345678',
      },
      carId: sampleCar._id,
      pickupDate: '2030-03-01',
      returnDate: '2030-03-04',
      pickupLocation: 'Tunis Centre',
      returnLocation: 'Monastir',
      notes: '',
    });
    expect(await screen.findByText('Réservation mise à jour')).toBeInTheDocument();
    // Saved: the modal closes, back at the list's address.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard\/reservations$/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The server refuses a field the browser accepted: its message lands under that field.
    server.use(
      http.put(`${API}/api/reservations/:id`, () =>
        HttpResponse.json(
          {
            message: 'customer.email: Invalid email',
            errors: { 'customer.email': 'rental.validation.email' },
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Modifier' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(again).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email invalide'),
    );
  }, 60_000);
});

describe('reservation modals at their addresses', () => {
  const address = () => screen.getByTestId('address');
  const LIST = /^\/dashboard\/reservations$/;

  it('opens the detail at /reservations/{id}/show with the record, and Fermer goes back to the list', async () => {
    mockApi();
    renderRentalAt(
      'reservations',
      <ReservationsPage />,
      `/dashboard/reservations/${sampleReservation._id}/show`,
    );
    const dialog = await screen.findByRole('dialog', { name: /Détails de la réservation/ });
    expect(await within(dialog).findByText('amira@gmail.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tunis Centre/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(address()).toHaveTextContent(LIST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Amira Ben Salah')).toBeInTheDocument();
  });

  it("the list's Détails link opens the detail at its address; browser back closes it", async () => {
    mockApi();
    renderRentalAt('reservations', <ReservationsPage />);
    await screen.findByText('Amira Ben Salah');
    const link = screen.getByRole('link', { name: 'Détails' });
    expect(link).toHaveAttribute('href', `/dashboard/reservations/${sampleReservation._id}/show`);
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: /Détails de la réservation/ });
    expect(within(dialog).getByText('amira@gmail.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(LIST);
  });

  it('opens the empty form at /reservations/create and the record in the form at /reservations/{id}', async () => {
    mockApi();
    const create = renderRentalAt('reservations', <ReservationsPage />, '/dashboard/reservations/create');
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    expect(within(form).getByLabelText(/Nom complet/)).toHaveValue('');
    await userEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(address()).toHaveTextContent(LIST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    create.unmount();

    renderRentalAt('reservations', <ReservationsPage />, `/dashboard/reservations/${sampleReservation._id}`);
    const edit = await screen.findByRole('dialog', { name: 'Modifier la réservation' });
    await waitFor(() => expect(within(edit).getByLabelText(/Nom complet/)).toHaveValue('Amira Ben Salah'));
    expect(within(edit).getByLabelText(/Lieu de retour/)).toHaveValue('Sousse');
  }, 60_000);

  it("an unknown id gets react-admin's 'does not exist' and the list; a deeper path goes to /dashboard", async () => {
    mockApi();
    const unknown = renderRentalAt(
      'reservations',
      <ReservationsPage />,
      '/dashboard/reservations/000000000000000000000000/show',
    );
    // react-admin's own message, in the screen's language for react-admin's texts.
    expect(
      await screen.findByText(i18nProvider.translate('ra.notification.item_doesnt_exist')),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(LIST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unknown.unmount();

    renderRentalAt(
      'reservations',
      <ReservationsPage />,
      `/dashboard/reservations/${sampleReservation._id}/x`,
    );
    await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard$/));
  });
});
