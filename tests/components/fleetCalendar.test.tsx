import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FleetCalendar } from '../../src/resources/reservations/FleetCalendar';
import { renderRental, sampleCar, sampleReservation } from './rentalHarness';
import type { Car } from '../../src/dataProvider/fleet';
import type { Reservation } from '../../src/dataProvider/reservations';
import { isoDay } from '../../src/lib/rentalReports';

const today = isoDay(new Date());
const car: Car = { ...sampleCar, id: sampleCar._id };
const booking = (id: string, status: Reservation['status']): Reservation => ({
  ...sampleReservation,
  _id: id,
  id,
  carId: sampleCar._id,
  status,
  pickupDate: today,
  returnDate: today,
});

describe('the reservation calendar', () => {
  it('has a legend naming the colour of each bar, above the grid, and each bar says its status', async () => {
    const onOpen = vi.fn();
    const confirmed = booking('r1', 'confirmed');
    renderRental(<FleetCalendar cars={[car]} reservations={[confirmed]} onOpen={onOpen} />);
    const legend = await screen.findByRole('list', { name: 'Légende :' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['En attente', 'Confirmée', 'Active', 'Terminée']);
    // Each swatch has its bar's colour.
    expect(getComputedStyle(screen.getByTestId('legend-confirmed')).backgroundColor).toBe(
      'rgb(59, 130, 246)',
    );
    const bar = screen.getByRole('button', { name: `Amira Ben Salah — Confirmée — ${today}` });
    expect(getComputedStyle(screen.getByTestId('legend-confirmed')).backgroundColor).toBe(
      getComputedStyle(bar).backgroundColor,
    );
    // Read before the bars.
    expect(legend.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(bar);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });
});
