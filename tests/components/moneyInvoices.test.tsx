import { beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { PublicI18nProvider } from '../../src/i18n/PublicI18nProvider';
import TransferInvoicePage from '../../src/customRoutes/invoices/transfer/TransferInvoicePage';

/** Issue 18: only an approved transfer has an invoice; every invoice names the issuer and the customer. */
configure({ asyncUtilTimeout: 8000 });

const renderAt = (path: string) =>
  render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/facture/:id" element={<TransferInvoicePage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );

const transfer = (status: string) => ({
  _id: '64f1a2b3c4d5e6f7a8b9c0d1',
  amount: 750,
  status,
  createdAt: '2026-11-20T09:00:00.000Z',
  notes: '',
  receiptUrl: null,
  companyName: 'Demo SARL',
});
const issuer = {
  name: 'Plateforme Test SA',
  addressLines: ['Rue 1', '1000 Tunis'],
  phone: '+216 70 000 000',
  email: 'factures@test.tn',
  taxId: 'MF 0000000/A',
  rne: 'RNE 1',
};

// The reference server's full profile (the SPEC-only cases say so).
beforeEach(() => offerExtensions('publicInvoices', 'issuer'));

describe('transfer invoice /facture/{id}', () => {
  it.each([
    ['REJECTED', 'rejeté'],
    ['PENDING', 'en attente'],
  ])('a %s transfer has no invoice, said plainly (no total)', async (status, word) => {
    localStorage.setItem('token', 'tok');
    server.use(
      http.get(`${API}/api/business/bank_transfers/${transfer(status)._id}`, () =>
        HttpResponse.json(transfer(status)),
      ),
    );
    renderAt(`/facture/${transfer(status)._id}`);
    expect(
      await screen.findByText(
        `Il n'y a pas de facture pour ce virement : il est ${word}. Seul un virement approuvé est facturé.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/892,500/)).toBeNull();
    expect(screen.queryByTestId('invoice-totals')).toBeNull();
  });

  it('without a session, the 409 of a pending or rejected transfer says there is no invoice', async () => {
    localStorage.removeItem('token');
    server.use(
      http.get(`${API}/api/public/invoices/transfer/abc`, () =>
        HttpResponse.json(
          { message: 'There is no invoice for this transfer: it is rejected' },
          { status: 409 },
        ),
      ),
    );
    renderAt('/facture/abc');
    expect(
      await screen.findByText(
        "Il n'y a pas de facture pour ce virement : seul un virement approuvé est facturé.",
      ),
    ).toBeInTheDocument();
  });

  it('an approved transfer names two parties: the configured issuer and the customer company', async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      http.get(`${API}/api/public/issuer`, () => HttpResponse.json(issuer)),
      http.get(`${API}/api/business/bank_transfers/${transfer('APPROVED')._id}`, () =>
        HttpResponse.json(transfer('APPROVED')),
      ),
    );
    renderAt(`/facture/${transfer('APPROVED')._id}`);
    const issuerBlock = await screen.findByTestId('invoice-issuer');
    expect(await within(issuerBlock).findByText('Plateforme Test SA')).toBeInTheDocument();
    expect(within(issuerBlock).getByText('Émetteur')).toBeInTheDocument();
    expect(within(issuerBlock).getByText(/MF 0000000\/A/)).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('Demo SARL')).toBeInTheDocument();
    expect(within(issuerBlock).queryByText('Demo SARL')).toBeNull();
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent(/892,500/);
  });
});
