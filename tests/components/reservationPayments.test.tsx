import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { renderDashboard, agency } from './businessHarness';
import { ReservationPayments } from '../../src/resources/reservations/ReservationPayments';

/** The record-payment form of a reservation's detail: contract validation, appended entries, timeline. */
const reservation = {
  id: 'r1',
  totalAmount: 200,
  paymentMethod: 'cash' as const,
  paymentStatus: 'pending' as const,
};

describe('ReservationPayments', () => {
  let entries: Array<Record<string, unknown>>;
  let posted: unknown[];
  let keys: Array<string | null>;
  let refuse: boolean;
  beforeEach(() => {
    keys = [];
    refuse = false;
    offerExtensions('payments');
    posted = [];
    entries = [
      {
        id: 'p0',
        reservationId: 'r1',
        invoiceNumber: 'INV-R1',
        customerName: 'Amira',
        car: null,
        status: 'pending',
        method: 'cash',
        amount: 200,
        paidAt: '2026-11-19T10:00:00.000Z',
        createdAt: '2026-11-19T10:00:00.000Z',
        recordedBy: 'b1',
      },
    ];
    // The reservation's 200 is paid: nothing left to pay, 200 refundable.
    entries = [{ ...entries[0], id: 'p1', status: 'paid', paidAt: '2026-11-20T10:00:00.000Z' }, ...entries];
    server.use(
      http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/payments`, ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
        expect(filter).toEqual({ reservationId: 'r1' });
        return HttpResponse.json(entries, {
          headers: { 'Content-Range': `payments 0-${entries.length - 1}/${entries.length}` },
        });
      }),
      http.post(`${API}/api/reservations/r1/payments`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        keys.push(request.headers.get('Idempotency-Key'));
        if (refuse)
          return HttpResponse.json(
            {
              message: 'amount: This amount is more than what remains to pay on this reservation',
              errors: { amount: 'rental.validation.overRemaining' },
            },
            { status: 422 },
          );
        const entry = {
          ...entries[0],
          id: `p${entries.length}`,
          ...body,
          paidAt: '2026-11-21T10:00:00.000Z',
        };
        entries = [entry, ...entries];
        return HttpResponse.json({ data: entry, message: 'Paiement enregistré' }, { status: 201 });
      }),
    );
  });

  it('shows the amount error on blur, clears it when fixed, and appends a refund as a new entry', async () => {
    let recorded: unknown = null;
    renderDashboard(<ReservationPayments reservation={reservation} onRecorded={(p) => (recorded = p)} />);
    await waitFor(() =>
      expect(within(screen.getByTestId('payment-timeline')).getAllByRole('listitem')).toHaveLength(2),
    );

    // The reservation's payments are rental wording: French in the default locale.
    const amount = await screen.findByRole('spinbutton', { name: 'Montant' });
    expect(amount).toHaveValue(200);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    fireEvent.blur(amount);
    const error = 'Saisissez un montant supérieur à 0';
    expect(await screen.findByText(error)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.5');
    await waitFor(() => expect(screen.queryByText(error)).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Remboursé' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));

    await waitFor(() => expect(posted).toEqual([{ status: 'refunded', method: 'cash', amount: 50.5 }]));
    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
    expect(recorded).toEqual({ paymentStatus: 'refunded', paymentMethod: 'cash' });
    // The list of entries is refreshed by react-admin: the refund is a new entry, the old one stays.
    await waitFor(() =>
      expect(within(screen.getByTestId('payment-timeline')).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^bo-[0-9a-f]{32}$/);
  });

  it('refuses 297 on a 270 TND reservation before sending, in French, and shows what is left', async () => {
    entries = [];
    renderDashboard(<ReservationPayments reservation={{ ...reservation, totalAmount: 270 }} />);
    expect(await screen.findByText('Aucun paiement enregistré')).toBeInTheDocument();
    const amount = await screen.findByRole('spinbutton', { name: 'Montant' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/Reste à payer \(location et caution\) : 270,000\sTND/),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '297');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText('Ce montant dépasse le reste à payer de cette réservation'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal under the amount and retries the same submission with the same key', async () => {
    entries = [];
    refuse = true;
    renderDashboard(<ReservationPayments reservation={{ ...reservation, totalAmount: 270 }} />);
    expect(await screen.findByText('Aucun paiement enregistré')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Enregistrer le paiement' });
    await userEvent.click(save);
    const message = 'Ce montant dépasse le reste à payer de cette réservation';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // Another amount is another submission: a fresh key.
    const amount = screen.getByRole('spinbutton', { name: 'Montant' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('counts the deposit in what is left to pay and refuses a refund by a method that was not paid', async () => {
    // 200 paid in cash; the car's 100 TND deposit is still due.
    renderDashboard(<ReservationPayments reservation={{ ...reservation, car: { securityDeposit: 100 } }} />);
    // The form shows once react-admin's access check has answered.
    const amount = await screen.findByRole('spinbutton', { name: 'Montant' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Reste à payer \(location et caution\) : 100,000\sTND · remboursable par ce moyen : 200,000\sTND/,
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Remboursé' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mode' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Carte' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/remboursable par ce moyen : 0,000\sTND/));
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText(
        'Ce remboursement dépasse ce qui a été payé par ce moyen et pas encore remboursé',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
