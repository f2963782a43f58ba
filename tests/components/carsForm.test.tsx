import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { FleetPage } from '../../src/resources/cars/FleetPage';
import { CarFormDialog } from '../../src/resources/cars/CarFormDialog';
import { renderRental, sampleCar } from './rentalHarness';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('fleet screen', () => {
  it("shows 'Gestion de la flotte', the counters, the availability dropdown in French and asks before deleting", async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    server.use(
      http.get(`${API}/api/rental-cars/fleet`, () =>
        HttpResponse.json({
          cars: [
            sampleCar,
            { ...sampleCar, _id: 'c0000000000000000000000b', availability: 'rented' },
            { ...sampleCar, _id: 'c0000000000000000000000c', availability: 'maintenance' },
          ],
        }),
      ),
      http.put(`${API}/api/rental-cars/fleet/:id/availability`, async ({ request, params }) => {
        calls.push({ method: 'PUT', path: String(params.id), body: await request.json() });
        return HttpResponse.json({ car: sampleCar });
      }),
      http.delete(`${API}/api/rental-cars/fleet/:id`, ({ params }) => {
        calls.push({ method: 'DELETE', path: String(params.id), body: null });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderRental(<FleetPage />);
    expect(await screen.findByRole('heading', { name: 'Gestion de la flotte' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fleet-count-total')).toHaveTextContent('3'));
    expect(screen.getByTestId('fleet-count-available')).toHaveTextContent('1');
    expect(screen.getByTestId('fleet-count-rented')).toHaveTextContent('1');
    expect(screen.getByTestId('fleet-count-maintenance')).toHaveTextContent('1');

    const [first] = await screen.findAllByTestId('car-card');
    await userEvent.click(within(first).getByRole('combobox'));
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

    await userEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer cette voiture ?')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === sampleCar._id)).toBe(true),
    );
  });
});

describe('car form', () => {
  it('refuses to send without the required fields and checks seats and prices', async () => {
    const requests: string[] = [];
    server.use(
      http.all(`${API}/api/*`, ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderRental(<CarFormDialog car={null} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByLabelText(/Nombre de places/)).toHaveValue(5);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getAllByText('Champ obligatoire')).toHaveLength(6);
    fireEvent.change(screen.getByLabelText(/Nombre de places/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Tarif journalier/), { target: { value: '12.345' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Entre 1 et 9 places')).toBeInTheDocument();
    expect(screen.getByText('Nombre positif, 2 décimales au plus')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("keeps 5 images at most ('Uploadé' + 'En attente'), disables the input and sends parsed numbers", async () => {
    const sent: { uploads: number; body?: Record<string, unknown> } = { uploads: 0 };
    server.use(
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
    const onSaved = vi.fn();
    renderRental(
      <CarFormDialog car={{ ...sampleCar, id: sampleCar._id }} onClose={() => {}} onSaved={onSaved} />,
    );
    expect(screen.getByText('Uploadé')).toBeInTheDocument();
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
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
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
  });
});
