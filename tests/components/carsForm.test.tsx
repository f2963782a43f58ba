import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import FleetPage from '../../src/resources/fleet/FleetPage';
import { CarDialog } from '../../src/resources/fleet/CarDialog';
import { renderRental, renderRentalAt, sampleCar } from './rentalHarness';
import { i18nProvider } from '../../src/i18n';
import { catchCsvDownloads } from './rentalCsv';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

const cars = [
  sampleCar,
  {
    ...sampleCar,
    _id: 'c0000000000000000000000b',
    mark: 'Citroën',
    model: 'C3 Aircross',
    licensePlate: '210 TU 555',
    dailyRate: 120.5,
    availability: 'rented' as const,
    category: 'suv' as const,
  },
  {
    ...sampleCar,
    _id: 'c0000000000000000000000c',
    mark: 'Alfa Romeo',
    model: 'Giulia',
    licensePlate: '230 TU 777',
    dailyRate: 250,
    year: 2021,
    availability: 'maintenance' as const,
    category: 'luxury' as const,
  },
];

const cardTitles = () =>
  screen.getAllByTestId('car-card').map((c) => within(c).getByRole('heading', { level: 2 }).textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fleet screen', () => {
  it("shows 'Gestion de la flotte', the counters, the availability dropdown in French and asks before deleting", async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const alert = vi.spyOn(window, 'alert');
    const confirm = vi.spyOn(window, 'confirm');
    server.use(
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars })),
      http.put(`${API}/api/rental-cars/fleet/:id/availability`, async ({ request, params }) => {
        const body = (await request.json()) as { availability: string };
        calls.push({ method: 'PUT', path: String(params.id), body });
        return HttpResponse.json({ car: { ...sampleCar, availability: body.availability } });
      }),
      http.delete(`${API}/api/rental-cars/fleet/:id`, ({ params }) => {
        calls.push({ method: 'DELETE', path: String(params.id), body: null });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderRentalAt('fleet', <FleetPage />);
    expect(await screen.findByRole('heading', { name: 'Gestion de la flotte' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fleet-count-total')).toHaveTextContent('3'));
    expect(screen.getByTestId('fleet-count-available')).toHaveTextContent('1');
    expect(screen.getByTestId('fleet-count-rented')).toHaveTextContent('1');
    expect(screen.getByTestId('fleet-count-maintenance')).toHaveTextContent('1');

    await waitFor(() =>
      expect(cardTitles()).toEqual(['Alfa Romeo Giulia', 'Citroën C3 Aircross', 'Renault Clio 5']),
    );
    const renault = screen.getAllByTestId('car-card')[2];
    await userEvent.click(within(renault).getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Disponible', 'En location', 'Maintenance', 'Indisponible']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Indisponible' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: sampleCar._id,
        body: { availability: 'unavailable' },
      }),
    );
    expect(await screen.findByText('Disponibilité mise à jour')).toBeInTheDocument();

    await userEvent.click(within(renault).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer cette voiture ?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === sampleCar._id)).toBe(true),
    );
    expect(await screen.findByText('Voiture supprimée')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sorts by daily rate, filters by text and by minimum rate, and exports a CSV with a BOM and accents', async () => {
    server.use(http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars })));
    const csv = catchCsvDownloads();
    try {
      renderRentalAt('fleet', <FleetPage />);
      await waitFor(() => expect(screen.getAllByTestId('car-card')).toHaveLength(3));

      // Sort: react-admin's sort button, by daily rate, then the other way round.
      await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: /Tarif journalier/ }));
      await waitFor(() =>
        expect(cardTitles()).toEqual(['Renault Clio 5', 'Citroën C3 Aircross', 'Alfa Romeo Giulia']),
      );
      await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: /Tarif journalier/ }));
      await waitFor(() =>
        expect(cardTitles()).toEqual(['Alfa Romeo Giulia', 'Citroën C3 Aircross', 'Renault Clio 5']),
      );

      // Text search over make, model and plate (case-insensitive).
      await userEvent.type(screen.getByPlaceholderText(/Marque, modèle, immatriculation/), 'aircross');
      await waitFor(() => expect(cardTitles()).toEqual(['Citroën C3 Aircross']));
      await userEvent.clear(screen.getByPlaceholderText(/Marque, modèle, immatriculation/));
      await waitFor(() => expect(screen.getAllByTestId('car-card')).toHaveLength(3));

      // Minimum daily rate, from react-admin's filter menu.
      await userEvent.click(screen.getByRole('button', { name: /Add filter/ }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Tarif min/ }));
      fireEvent.change(await screen.findByLabelText(/Tarif min/), { target: { value: '100' } });
      await waitFor(() => expect(cardTitles()).toEqual(['Alfa Romeo Giulia', 'Citroën C3 Aircross']));

      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(csv.files).toHaveLength(1));
      expect(csv.files[0].name).toBe('flotte.csv');
      const text = await csv.text();
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Marque,Modèle,Année,Couleur,Immatriculation,Catégorie,Carburant,Transmission,Nombre de places,Tarif journalier (TND),Caution (TND),Disponibilité,Équipements',
      );
      expect(lines).toHaveLength(3);
      expect(lines[2].replace(/\s/g, ' ')).toBe(
        'Citroën,C3 Aircross,2023,Blanc,210 TU 555,SUV,Essence,Manuelle,5,120.5,500,En location,GPS',
      );
    } finally {
      csv.restore();
    }
  }, 60_000);
});

describe('car form', () => {
  it("shows 'Champ obligatoire' when a required field is left empty and clears it as soon as it is filled", async () => {
    renderRental(<CarDialog onClose={() => {}} />);
    const mark = await screen.findByLabelText(/Marque/);
    expect(screen.getByLabelText(/Nombre de places/)).toHaveValue(5);
    // Nothing is shown before the user leaves the field.
    await userEvent.click(mark);
    expect(mark).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await waitFor(() => expect(mark).toHaveAccessibleDescription('Champ obligatoire'));
    expect(mark).toHaveAttribute('aria-invalid', 'true');
    // Typing fixes it at once, without waiting for the next save.
    await userEvent.type(mark, 'K');
    await waitFor(() => expect(mark).toHaveAttribute('aria-invalid', 'false'));
    expect(mark).not.toHaveAccessibleDescription('Champ obligatoire');

    const seats = screen.getByLabelText(/Nombre de places/);
    await userEvent.clear(seats);
    await userEvent.type(seats, '10');
    await userEvent.tab();
    await waitFor(() => expect(seats).toHaveAccessibleDescription('Entre 1 et 9 places'));
    await userEvent.clear(seats);
    await userEvent.type(seats, '7');
    await waitFor(() => expect(seats).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Entre 1 et 9 places')).not.toBeInTheDocument();
  });

  it('refuses to send without the required fields and checks seats and prices', async () => {
    const requests: string[] = [];
    server.use(
      http.all(`${API}/api/*`, ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderRental(<CarDialog onClose={() => {}} />);
    expect(await screen.findByLabelText(/Nombre de places/)).toHaveValue(5);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(6));
    fireEvent.change(screen.getByLabelText(/Nombre de places/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Tarif journalier/), { target: { value: '12.345' } });
    expect(await screen.findByText('Entre 1 et 9 places')).toBeInTheDocument();
    expect(screen.getByText('Nombre positif, 2 décimales au plus')).toBeInTheDocument();
    // Fixed fields lose their message at once, the others keep it.
    fireEvent.change(screen.getByLabelText(/Marque/), { target: { value: 'Kia' } });
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire')).toHaveLength(4));
    expect(requests).toEqual([]);
  });

  it("keeps 5 images at most ('Uploadé' + 'En attente'), disables the input and sends parsed numbers", async () => {
    const sent: { uploads: number; body?: Record<string, unknown> } = { uploads: 0 };
    server.use(
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
      http.post(`${API}/api/rental-cars/upload-images`, async ({ request }) => {
        const form = await request.formData();
        sent.uploads = form.getAll('images').length;
        return HttpResponse.json({
          imageUrls: Array.from({ length: sent.uploads }, (_, i) => `/uploads/cars/n${i}.png`),
        });
      }),
      http.put(`${API}/api/rental-cars/fleet/:id`, async ({ request }) => {
        sent.body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ car: sampleCar });
      }),
    );
    const onClose = vi.fn();
    renderRental(<CarDialog id={sampleCar._id} onClose={onClose} />);
    expect(await screen.findByText('Uploadé')).toBeInTheDocument();
    const input = screen.getByTestId('car-images-input') as HTMLInputElement;
    await userEvent.upload(input, [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
      png('5.png'),
      png('6.png'),
    ]);
    expect(screen.getAllByTestId('car-image-tile')).toHaveLength(5);
    expect(screen.getAllByText('En attente')).toHaveLength(4);
    expect(screen.getByText('Maximum 5 images atteint')).toBeInTheDocument();
    expect(input).toBeDisabled();

    fireEvent.change(screen.getByLabelText(/Équipements/), { target: { value: 'GPS, , Bluetooth ' } });
    fireEvent.change(screen.getByLabelText(/Tarif journalier/), { target: { value: '95.50' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Voiture mise à jour')).toBeInTheDocument();
    expect(sent.uploads).toBe(4);
    expect(sent.body).toMatchObject({
      dailyRate: 95.5,
      securityDeposit: 500,
      year: 2023,
      seatingCapacity: 5,
      features: ['GPS', 'Bluetooth'],
      images: [
        '/uploads/cars/a.png',
        '/uploads/cars/n0.png',
        '/uploads/cars/n1.png',
        '/uploads/cars/n2.png',
        '/uploads/cars/n3.png',
      ],
    });
    expect(sent.body).not.toHaveProperty('availability');
  });

  it('creates a car with the SPEC defaults and says so', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/api/rental-cars/fleet`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ car: { ...sampleCar, _id: 'c0000000000000000000000f' } }, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    renderRental(<CarDialog onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/Marque/), { target: { value: 'Kia' } });
    fireEvent.change(screen.getByLabelText(/Modèle/), { target: { value: 'Picanto' } });
    fireEvent.change(screen.getByLabelText(/Couleur/), { target: { value: 'Rouge' } });
    fireEvent.change(screen.getByLabelText(/Immatriculation/), { target: { value: '250 TU 1' } });
    fireEvent.change(screen.getByLabelText(/Tarif journalier/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/Caution/), { target: { value: '300.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Voiture ajoutée')).toBeInTheDocument();
    expect(body).toMatchObject({
      mark: 'Kia',
      dailyRate: 70,
      securityDeposit: 300.5,
      category: 'economy',
      fuelType: 'gasoline',
      seatingCapacity: 5,
      transmission: 'automatic',
      images: [],
    });
  });

  it("shows the server's refusal of a plate the agency already has under the plate field, and keeps the modal open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // SPEC §8: a save failure is logged
    server.use(
      http.post(`${API}/api/rental-cars/fleet`, () =>
        HttpResponse.json(
          {
            message: 'Another car of the agency already has this licence plate',
            errors: { licensePlate: 'rental.validation.plateTaken' },
          },
          { status: 409 },
        ),
      ),
    );
    const onClose = vi.fn();
    renderRental(<CarDialog onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/Marque/), { target: { value: 'Kia' } });
    fireEvent.change(screen.getByLabelText(/Modèle/), { target: { value: 'Picanto' } });
    fireEvent.change(screen.getByLabelText(/Couleur/), { target: { value: 'Rouge' } });
    fireEvent.change(screen.getByLabelText(/Immatriculation/), { target: { value: '999 tu 9999' } });
    fireEvent.change(screen.getByLabelText(/Tarif journalier/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/Caution/), { target: { value: '300' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Immatriculation/)).toHaveAccessibleDescription(
        'Une autre voiture de l’agence a déjà cette immatriculation',
      ),
    );
    expect(screen.getByLabelText(/Immatriculation/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('car modals at their addresses', () => {
  const address = () => screen.getByTestId('address');
  const LIST = /^\/dashboard\/fleet$/;
  const fleetApi = () =>
    server.use(http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars })));

  it("a card's Modifier link opens the car's form at /fleet/{id}; Annuler goes back to the list", async () => {
    fleetApi();
    renderRentalAt('fleet', <FleetPage />);
    await waitFor(() => expect(cardTitles()).toContain('Renault Clio 5'));
    const renault = screen.getAllByTestId('car-card').find((c) => c.textContent?.includes('Renault'))!;
    const edit = within(renault).getByRole('link', { name: 'Modifier' });
    expect(edit).toHaveAttribute('href', `/dashboard/fleet/${sampleCar._id}`);
    await userEvent.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Modifier la voiture' });
    expect(address()).toHaveTextContent(`/dashboard/fleet/${sampleCar._id}`);
    await waitFor(() => expect(within(form).getByLabelText(/Immatriculation/)).toHaveValue('200 TU 1234'));
    await userEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(address()).toHaveTextContent(LIST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the add link opens the empty form at /fleet/create; browser back closes it; a reload there reopens it', async () => {
    fleetApi();
    const first = renderRentalAt('fleet', <FleetPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Ajouter une voiture' }));
    const form = await screen.findByRole('dialog', { name: 'Ajouter une voiture' });
    expect(address()).toHaveTextContent(/^\/dashboard\/fleet\/create$/);
    expect(within(form).getByLabelText(/Marque/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(LIST);
    first.unmount();

    renderRentalAt('fleet', <FleetPage />, '/dashboard/fleet/create');
    expect(await screen.findByRole('dialog', { name: 'Ajouter une voiture' })).toBeInTheDocument();
  });

  it("an unknown car id gets react-admin's 'does not exist' and the list", async () => {
    fleetApi();
    renderRentalAt('fleet', <FleetPage />, '/dashboard/fleet/c00000000000000000000999');
    expect(
      await screen.findByText(i18nProvider.translate('ra.notification.item_doesnt_exist')),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(LIST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
