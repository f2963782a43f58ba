import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { DocumentsUpload } from '../../src/resources/reservations/DocumentsUpload';
import { renderRental, sampleReservation } from './rentalHarness';
import type { Reservation } from '../../src/dataProvider/reservations';

const reservation: Reservation = {
  ...sampleReservation,
  id: sampleReservation._id,
  carId: sampleReservation.car!._id,
};
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe("the reservation detail's document inputs", () => {
  it("are buttons with French words, not the browser's 'Choose File / No file chosen', reached with Tab", async () => {
    const sent: string[][] = [];
    server.use(
      http.post(`${API}/api/reservations/:id/documents`, async ({ request }) => {
        const form = await request.formData();
        sent.push([...form.keys()]);
        return HttpResponse.json({ data: sampleReservation });
      }),
    );
    const onUploaded = vi.fn();
    renderRental(<DocumentsUpload reservation={reservation} onUploaded={onUploaded} />);
    const front = await screen.findByLabelText('Permis (recto) Choisir un fichier');
    expect(front).toHaveAttribute('type', 'file');
    expect(front).toHaveAccessibleDescription('Aucun fichier choisi');
    expect(screen.getAllByText('Choisir un fichier')).toHaveLength(4);
    expect(screen.getAllByText('Aucun fichier choisi')).toHaveLength(4);
    expect(screen.getByLabelText('CIN verso Choisir un fichier')).toBeInTheDocument();
    // Keyboard: the first Tab reaches the first file input.
    await userEvent.tab();
    expect(front).toHaveFocus();

    await userEvent.upload(front, png('permis-recto.png'));
    expect(screen.getByText('permis-recto.png')).toBeInTheDocument();
    expect(front).toHaveAccessibleDescription('permis-recto.png');
    await userEvent.click(screen.getByRole('button', { name: 'Téléverser' }));
    await waitFor(() => expect(sent).toEqual([['driverLicenseFront']]));
    expect(await screen.findByText('Documents enregistrés')).toBeInTheDocument();
  });
});
