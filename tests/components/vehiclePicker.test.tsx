import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import ReservationsPage from '../../src/resources/reservations/ReservationsPage';
import { renderRentalAt, sampleCar, sampleReservation } from './rentalHarness';
import type { ApiCar } from '../../src/contract/rental';

const rented: ApiCar = {
  ...sampleCar,
  _id: 'c0000000000000000000000b',
  mark: 'Peugeot',
  model: '208',
  licensePlate: '201 TU 2',
  availability: 'rented',
};
const garage: ApiCar = {
  ...sampleCar,
  _id: 'c0000000000000000000000c',
  mark: 'Dacia',
  model: 'Logan',
  licensePlate: '202 TU 3',
  availability: 'maintenance',
};
const booked: ApiCar = {
  ...sampleCar,
  _id: 'c0000000000000000000000d',
  mark: 'Kia',
  model: 'Picanto',
  licensePlate: '203 TU 4',
};

/** The agency's API: today only the Clio is available; for June the Peugeot is free, the Kia booked. */
function mockApi() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/api/reservations`, () => HttpResponse.json({ reservations: [sampleReservation] })),
    http.get(`${API}/api/reservations/stats`, () =>
      HttpResponse.json({
        stats: { totalReservations: 1, pendingReservations: 1, activeReservations: 0, totalRevenue: 0 },
      }),
    ),
    http.get(`${API}/api/reservations/:id`, () => HttpResponse.json({ data: sampleReservation })),
    http.get(`${API}/api/rental-cars/fleet/available`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      if (!url.searchParams.has('from')) return HttpResponse.json({ cars: [sampleCar] });
      return HttpResponse.json({
        cars: [
          { ...booked, free: false, reason: 'booked' },
          { ...sampleCar, free: true, reason: null },
          { ...garage, free: false, reason: 'maintenance' },
          { ...rented, free: true, reason: null },
        ],
      });
    }),
  );
  return asked;
}

const options = async () =>
  (await screen.findAllByRole('option'))
    .filter((o) => o.textContent?.trim())
    .map((o) => [o.textContent!.replace(/\s/g, ' '), o.getAttribute('aria-disabled') === 'true']);

async function openCreate() {
  renderRentalAt('reservations', <ReservationsPage />, '/dashboard/reservations/create');
  return screen.findByRole('dialog');
}

describe('the vehicle picker books by dates', () => {
  it('once pickup and return are chosen, lists the free cars and the others disabled with the reason', async () => {
    offerExtensions('datedAvailability');
    const asked = mockApi();
    const dialog = await openCreate();
    const picker = within(dialog).getByRole('combobox', { name: /Véhicule/ });
    expect(
      await within(dialog).findByText(
        'Choisissez les dates de prise en charge et de retour pour voir tous les véhicules libres sur la période',
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Date de prise en charge/), {
      target: { value: '10/06/2030' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Date de retour/), { target: { value: '15/06/2030' } });
    expect(await within(dialog).findByText('Libres à ces dates : 2 véhicules')).toBeInTheDocument();
    expect(asked).toContain('?from=2030-06-10&to=2030-06-15');

    await userEvent.click(picker);
    expect(await options()).toEqual([
      ['Renault Clio 5 2023 · 200 TU 1234 — 90,000 TND', false],
      ['Peugeot 208 2023 · 201 TU 2 — 90,000 TND', false],
      ['Kia Picanto 2023 · 203 TU 4 — 90,000 TND (Réservée à ces dates)', true],
      ['Dacia Logan 2023 · 202 TU 3 — 90,000 TND (En maintenance)', true],
    ]);
    // The car rented today is free in June: it can be chosen.
    await userEvent.click(screen.getByRole('option', { name: /Peugeot 208/ }));
    await waitFor(() => expect(picker).toHaveTextContent(/Peugeot 208/));
  }, 60_000);

  it('editing a reservation, its own booking does not make its car busy (except=id)', async () => {
    offerExtensions('datedAvailability');
    const asked = mockApi();
    renderRentalAt('reservations', <ReservationsPage />, `/dashboard/reservations/${sampleReservation._id}`);
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(asked).toContain(`?from=2030-03-01&to=2030-03-04&except=${sampleReservation._id}`),
    );
  }, 60_000);

  it('a vehicle chosen before the dates that turns out busy says so under the picker', async () => {
    offerExtensions('datedAvailability');
    mockApi();
    server.use(
      http.get(`${API}/api/rental-cars/fleet/available`, ({ request }) =>
        new URL(request.url).searchParams.has('from')
          ? HttpResponse.json({ cars: [{ ...sampleCar, free: false, reason: 'booked' }] })
          : HttpResponse.json({ cars: [sampleCar] }),
      ),
    );
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Véhicule/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Renault Clio 5/ }));
    fireEvent.change(within(dialog).getByLabelText(/Date de prise en charge/), {
      target: { value: '10/06/2030' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Date de retour/), { target: { value: '15/06/2030' } });
    expect(
      await within(dialog).findByText(
        'Le véhicule choisi n’est pas libre à ces dates : Réservée à ces dates',
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it("on SPEC's API (no capability) the picker keeps today's available cars, asked without dates", async () => {
    const asked = mockApi(); // /api/capabilities answers 404: SPEC only
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText(/Date de prise en charge/), {
      target: { value: '10/06/2030' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Date de retour/), { target: { value: '15/06/2030' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Véhicule/ }));
    expect(await options()).toEqual([['Renault Clio 5 2023 · 200 TU 1234 — 90,000 TND', false]]);
    expect(asked.every((search) => search === '')).toBe(true);
    expect(screen.queryByText(/Choisissez les dates/)).not.toBeInTheDocument();
  }, 60_000);
});
