import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { renderInvoiceAt } from './invoicesHarness';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  offerExtensions('publicInvoices', 'issuer');
  localStorage.setItem('token', 'tok');
});

describe('the invoice pages have the language menu of the public pages', () => {
  it('the transfer invoice, French by default, turns English from its menu (not printed)', async () => {
    server.use(
      http.get(`${API}/api/business/bank_transfers/t1`, () =>
        HttpResponse.json({
          _id: 't1',
          amount: 100,
          status: 'APPROVED',
          createdAt: '2026-11-20T09:00:00.000Z',
          notes: '',
          receiptUrl: null,
          companyName: 'Demo SARL',
        }),
      ),
    );
    renderInvoiceAt('/facture/t1');
    expect(await screen.findByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    const menu = screen.getByRole('combobox', { name: /Language|Langue/ });
    // The menu sits with the Print button, in the part of the page that is not printed.
    expect(menu.closest('.no-print')).not.toBeNull();
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('the subscription invoice has it too', async () => {
    server.use(
      http.get(`${API}/api/subscription/get-invoice/p1`, () =>
        HttpResponse.json({
          _id: 'p1',
          paymentNumber: 'SUB-2026-01040',
          dateTime: '2026-10-01T09:00:00.000Z',
          location: 'Sousse',
          customerFullName: 'Amira Trabelsi',
          customerPhoneNumber: '22345678',
          amount: 90,
          startDateTime: '2026-10-01T09:00:00.000Z',
          expiryDateTime: '2026-10-31T09:00:00.000Z',
        }),
      ),
    );
    renderInvoiceAt('/invoices/p1');
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Language|Langue/ })).toBeInTheDocument();
  });
});
