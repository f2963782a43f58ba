import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import ReportsPage from '../../src/customRoutes/reports/ReportsPage';
import { wallClock } from '../../src/lib/timeZone';
import { businessTimeZone } from '../../src/api/config';
import { renderRental, sampleCar, sampleReservation } from './rentalHarness';

// Days on the business's clock, as the screen counts them (not the machine's).
const businessDay = (at: number) => wallClock(new Date(at), businessTimeZone()).date;
const today = businessDay(Date.now());
const reservation = (id: string, status: string, totalAmount: number, totalDays: number) => ({
  ...sampleReservation,
  _id: id,
  pickupDate: today,
  status,
  totalAmount,
  totalDays,
});

function mockApi() {
  server.use(
    http.get(`${API}/api/reservations`, () =>
      HttpResponse.json({
        reservations: [
          reservation('r1', 'completed', 300, 3),
          reservation('r2', 'completed', 150.5, 2),
          reservation('r3', 'pending', 99, 1),
        ],
      }),
    ),
    http.get(`${API}/api/rental-cars/fleet`, () =>
      HttpResponse.json({ cars: [sampleCar, { ...sampleCar, _id: 'c2', availability: 'rented' }] }),
    ),
    http.get(`${API}/api/payments/totals`, () =>
      HttpResponse.json({ byMethod: {}, byStatus: {}, collected: 420 }),
    ),
  );
}

/** The card of a KPI: its label, figure and hint. */
const card = (testId: string) => screen.getByTestId(testId).closest('.MuiCard-root') as HTMLElement;

// The reference server's full profile (the SPEC-only cases say so).
beforeEach(() => offerExtensions('payments'));

describe('reports screen', () => {
  it('shows each KPI with its label, figure and hint over the period', async () => {
    mockApi();
    renderRental(<ReportsPage />);
    await waitFor(() => expect(screen.getByTestId('kpi-revenue')).toHaveTextContent(/^450,500\sTND$/));
    expect(card('kpi-revenue')).toHaveTextContent(/^Revenu.*Réservations terminées sur la période$/);
    expect(screen.getByTestId('kpi-reservations')).toHaveTextContent(/^3$/);
    expect(card('kpi-reservations')).toHaveTextContent(/^Réservations3$/);
    expect(screen.getByTestId('kpi-growth')).toHaveTextContent(/^\+100,0\s%$/);
    expect(card('kpi-growth')).toHaveTextContent(/^Croissance du revenu.*Mois en cours vs mois précédent$/);
    expect(screen.getByTestId('kpi-utilisation')).toHaveTextContent(/^50,0\s%$/);
    expect(card('kpi-utilisation')).toHaveTextContent(/Voitures en location \/ flotte$/);
    expect(screen.getByTestId('kpi-duration')).toHaveTextContent(/^2,5 jours$/);
    expect(card('kpi-duration')).toHaveTextContent(/^Durée moyenne.*Réservations terminées$/);
    await waitFor(() => expect(screen.getByTestId('kpi-collected')).toHaveTextContent(/^420,000\sTND$/));
  });

  it("without a payments ledger (SPEC's API), collects the reservations' payments of the period", async () => {
    server.resetHandlers(); // SPEC only: /api/capabilities and /api/payments/totals answer 404
    const now = new Date().toISOString();
    const paid = (id: string, paymentStatus: string, totalAmount: number) => ({
      ...reservation(id, 'completed', totalAmount, 1),
      paymentStatus,
      createdAt: now,
    });
    server.use(
      http.get(`${API}/api/reservations`, () =>
        HttpResponse.json({
          reservations: [paid('r1', 'paid', 300), paid('r2', 'refunded', 50.25), paid('r3', 'pending', 99)],
        }),
      ),
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
    );
    renderRental(<ReportsPage />);
    await waitFor(() => expect(screen.getByTestId('kpi-collected')).toHaveTextContent(/^249,750\sTND$/));
  });

  it('Top 5 ranks by revenue, then by count, and says so under its title', async () => {
    const car = (id: string, mark: string, model: string, licensePlate: string) => ({
      ...sampleReservation.car!,
      _id: id,
      mark,
      model,
      licensePlate,
    });
    const dacia = car('c0000000000000000000000d', 'Dacia', 'Logan', '210 TU 1');
    const skoda = car('c0000000000000000000000e', 'Skoda', 'Octavia', '220 TU 2');
    server.use(
      http.get(`${API}/api/reservations`, () =>
        HttpResponse.json({
          reservations: [
            { ...reservation('r1', 'pending', 200, 2), car: dacia },
            { ...reservation('r2', 'cancelled', 200, 2), car: dacia },
            { ...reservation('r3', 'completed', 1120, 4), car: skoda },
          ],
        }),
      ),
      http.get(`${API}/api/rental-cars/fleet`, () => HttpResponse.json({ cars: [sampleCar] })),
      http.get(`${API}/api/payments/totals`, () =>
        HttpResponse.json({ byMethod: {}, byStatus: {}, collected: 0 }),
      ),
    );
    renderRental(<ReportsPage />);
    expect(
      await screen.findByText('Classés par revenu, puis par nombre de réservations'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('top-car')).toHaveLength(2));
    expect(screen.getAllByTestId('top-car').map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      '1. Skoda Octavia 2023 · 220 TU 21 120,000 TND · 1 réservation',
      '2. Dacia Logan 2023 · 210 TU 10,000 TND · 2 réservations',
    ]);
  });

  it('counts only the reservations picked up within the chosen dates', async () => {
    mockApi();
    renderRental(<ReportsPage />);
    await waitFor(() => expect(screen.getByTestId('kpi-reservations')).toHaveTextContent(/^3$/));
    // MUI X pickers in SPEC's fr-FR day format (no native date input).
    const from = screen.getByRole<HTMLInputElement>('textbox', { name: 'Du' });
    const to = screen.getByRole<HTMLInputElement>('textbox', { name: 'Au' });
    const shown = (day: string) => day.split('-').reverse().join('/');
    expect(to).toHaveValue(shown(today));
    const tomorrow = businessDay(Date.now() + 86_400_000);
    for (const input of [to, from]) {
      await userEvent.click(input);
      await userEvent.keyboard(shown(tomorrow).replace(/\//g, ''));
      await waitFor(() => expect(input).toHaveValue(shown(tomorrow)));
    }
    await waitFor(() => expect(screen.getByTestId('kpi-reservations')).toHaveTextContent(/^0$/));
    // An incomplete day keeps the period's previous day.
    await userEvent.click(from);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(screen.getByTestId('kpi-reservations')).toHaveTextContent(/^0$/));
  });
});
