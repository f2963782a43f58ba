import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { PublicI18nProvider } from '../../src/i18n/PublicI18nProvider';
import ReservationInvoicePage from '../../src/customRoutes/invoices/reservation/ReservationInvoicePage';
import { sampleReservation } from './rentalHarness';

const ID = sampleReservation._id;

function renderInvoice(token: string | null) {
  if (token) localStorage.setItem('token', token);
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[`/invoice/${ID}`]}>
        <Routes>
          <Route path="/invoice/:id" element={<ReservationInvoicePage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent!.replace(/\s/g, ' ');

// The reference server's full profile (the SPEC-only cases say so).
beforeEach(() => offerExtensions('publicInvoices', 'issuer'));

describe('reservation invoice /invoice/{id}', () => {
  it('adds up: rental + deposit = total, total − commission = cash remaining; documents on a second page', async () => {
    server.use(
      http.get(`${API}/api/reservations/${ID}`, () => HttpResponse.json({ data: sampleReservation })),
    );
    renderInvoice('tok');
    expect(await screen.findByText('INV-A8B9C0DE')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Facture-INV-A8B9C0DE'));
    expect(text('invoice-rental')).toBe('Montant de la location271,500 TND');
    expect(text('invoice-deposit')).toBe('Caution (remboursable)500,000 TND');
    expect(text('invoice-total')).toBe('Total (location + caution)771,500 TND');
    expect(text('invoice-commission')).toBe('Commission de la plateforme27,150 TND');
    expect(text('invoice-cash')).toBe("Part de l'agence, en espèces à la prise en charge744,350 TND");
    expect(text('invoice-deposit-note')).toBe('La caution est restituée au retour du véhicule.');
    expect(screen.getByText('Documents de vérification')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('img')
        .filter((i) => i.tagName === 'IMG')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/uploads/documents/front.png', '/uploads/documents/recto.png']);
    const qr = screen.getByTestId('invoice-qr');
    expect(qr).toHaveAttribute('height', '120');
  });

  it('reads as one document: a paid reservation never also says "to pay"', async () => {
    server.use(
      http.get(`${API}/api/reservations/${ID}`, () =>
        HttpResponse.json({ data: { ...sampleReservation, paymentStatus: 'paid' } }),
      ),
    );
    renderInvoice('tok');
    expect(await screen.findByText('INV-A8B9C0DE')).toBeInTheDocument();
    await waitFor(() => expect(text('invoice-cash')).toMatch(/744,350 TND$/));
    expect(screen.getByText('Payé')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/à payer|reste/i);
  });

  it("shows 'Réservation non trouvée' for an unknown id and 'Erreur lors du chargement de la réservation' on failure", async () => {
    server.use(
      http.get(`${API}/api/reservations/${ID}`, () =>
        HttpResponse.json({ message: 'Réservation non trouvée' }, { status: 404 }),
      ),
      http.get(`${API}/api/public/invoices/reservation/${ID}`, () =>
        HttpResponse.json({ message: 'Réservation non trouvée' }, { status: 404 }),
      ),
    );
    const first = renderInvoice('tok');
    expect(await screen.findByText('Réservation non trouvée')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${API}/api/reservations/${ID}`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    renderInvoice('tok');
    expect(await screen.findByText('Erreur lors du chargement de la réservation')).toBeInTheDocument();
  });

  it('without a session shows only the public proof, never the documents or contacts', async () => {
    let authHeader: string | null = 'unset';
    server.use(
      http.get(`${API}/api/public/invoices/reservation/${ID}`, ({ request }) => {
        authHeader = request.headers.get('Authorization');
        return HttpResponse.json({
          invoice: {
            _id: ID,
            number: 'INV-A8B9C0DE',
            issuedAt: '2030-02-20T10:00:00.000Z',
            customerInitials: 'A. B. S.',
            car: { mark: 'Renault', model: 'Clio 5', year: 2023 },
            pickupDate: '2030-03-01',
            returnDate: '2030-03-04',
            totalDays: 3,
            status: 'pending',
            totalAmount: 271.5,
            securityDeposit: 500,
            total: 771.5,
          },
        });
      }),
    );
    renderInvoice(null);
    expect(await screen.findByText('Facture authentique émise par notre plateforme')).toBeInTheDocument();
    expect(authHeader).toBeNull();
    expect(text('invoice-total')).toBe('Total (location + caution)771,500 TND');
    expect(screen.queryByText('Documents de vérification')).not.toBeInTheDocument();
    expect(screen.queryByText(/amira@gmail.com/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Facture-INV-A8B9C0DE'));
  });
});
