import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { renderInvoiceAt } from './invoicesHarness';

configure({ asyncUtilTimeout: 8000 });

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

const payment = {
  _id: 'p1',
  paymentNumber: 'SUB-2026-01040',
  dateTime: '2026-10-01T09:00:00.000Z',
  location: 'Sousse',
  customerFullName: 'Amira Trabelsi',
  customerPhoneNumber: '22345678',
  amount: 90,
  dailyRate: 3,
  startDateTime: '2026-10-01T09:00:00.000Z',
  expiryDateTime: '2026-10-31T09:00:00.000Z',
};
const transfer = {
  _id: '64f1a2b3c4d5e6f7a8b9c0d1',
  amount: 1250.75,
  status: 'APPROVED',
  createdAt: '2026-11-20T09:00:00.000Z',
  notes: 'Complément',
  receiptUrl: null,
  companyName: 'Demo SARL',
};

// The reference server's full profile (the SPEC-only cases say so).
beforeEach(() => offerExtensions('publicInvoices', 'issuer'));

describe('subscription invoice /invoices/{id}', () => {
  it('with the owner session: customer, period days (ceiling), net = amount / 1.19, VAT 19%, title Facture-{number}', async () => {
    localStorage.setItem('token', 'tok');
    server.use(http.get(`${API}/api/subscription/get-invoice/p1`, () => HttpResponse.json(payment)));
    renderInvoiceAt('/invoices/p1');
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
    expect(screen.getByText(/22345678/)).toBeInTheDocument();
    expect(screen.getByText(/Sousse/)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-days')).toHaveTextContent('30 jours');
    const totals = text(screen.getByTestId('invoice-totals'));
    expect(totals).toContain('Total HT75,630 TND');
    expect(totals).toContain('TVA (19 %)14,370 TND');
    expect(totals).toContain('Total TTC90,000 TND');
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('SUB-2026-01040');
    expect(screen.getByText(/Début : 01\/10\/2026/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Facture-SUB-2026-01040'));
    const qr = screen.getByTestId('invoice-qr');
    expect(qr).toHaveAttribute('height', '120');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it('without a session: only number, date, issuer and total (no personal details)', async () => {
    let authed = 0;
    server.use(
      http.get(`${API}/api/subscription/get-invoice/p1`, () => {
        authed++;
        return HttpResponse.json(payment);
      }),
      http.get(`${API}/api/public/invoices/subscription/p1`, ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json({ number: 'SUB-2026-01040', date: '2026-10-01T09:00:00.000Z', total: 90 });
      }),
    );
    renderInvoiceAt('/invoices/p1');
    expect(await screen.findByTestId('invoice-public')).toBeInTheDocument();
    expect(text(screen.getByTestId('invoice-totals'))).toContain('Total TTC90,000 TND');
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('SUB-2026-01040');
    expect(await screen.findByText('Plateforme Billetterie & Mobilité Tunisie SA')).toBeInTheDocument();
    expect(screen.queryByText('Amira Trabelsi')).not.toBeInTheDocument();
    expect(authed).toBe(0);
  });

  it('a failed load is logged, not detailed', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/api/public/invoices/subscription/zz`, () =>
        HttpResponse.json({ message: 'Invoice not found' }, { status: 404 }),
      ),
    );
    renderInvoiceAt('/invoices/zz');
    expect(await screen.findByText('Facture indisponible')).toBeInTheDocument();
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('Subscription invoice load failed', expect.anything()),
    );
    spy.mockRestore();
  });
});

describe('bank-transfer invoice /facture/{id}', () => {
  it("with the owner session: 'TRF-' + last 6 of the id, amount + 19% VAT, company name and status", async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      http.get(`${API}/api/business/bank_transfers/${transfer._id}`, () => HttpResponse.json(transfer)),
    );
    renderInvoiceAt(`/facture/${transfer._id}`);
    expect(await screen.findByText('Demo SARL')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('TRF-b9c0d1');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Approuvé');
    const totals = text(screen.getByTestId('invoice-totals'));
    expect(totals).toContain('Montant HT1 250,750 TND');
    expect(totals).toContain('TVA (19 %)237,643 TND');
    expect(totals).toContain('Total TTC1 488,393 TND');
    await waitFor(() => expect(document.title).toBe('Facture-TRF-b9c0d1'));
  });

  it("another account's session falls back to the public view", async () => {
    localStorage.setItem('token', 'other');
    server.use(
      http.get(`${API}/api/business/bank_transfers/${transfer._id}`, () =>
        HttpResponse.json({ message: 'Bank transfer not found' }, { status: 404 }),
      ),
      http.get(`${API}/api/public/invoices/transfer/${transfer._id}`, () =>
        HttpResponse.json({ number: 'TRF-b9c0d1', date: transfer.createdAt, total: 1488.393 }),
      ),
    );
    renderInvoiceAt(`/facture/${transfer._id}`);
    expect(await screen.findByTestId('invoice-public')).toBeInTheDocument();
    expect(text(screen.getByTestId('invoice-totals'))).toContain('Total TTC1 488,393 TND');
    expect(screen.queryByText('Demo SARL')).not.toBeInTheDocument();
    expect(
      screen.getByText('Vue publique : connectez-vous au back-office pour voir la facture complète.'),
    ).toBeInTheDocument();
  });
});
