import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { BankTransfersList } from '../../src/resources/bank-transfers/BankTransfersList';
import { renderDashboard, useBusinessApi } from './businessHarness';
import { captureCsv, normal } from './csvCapture';

const rows = () => screen.getAllByRole('row').slice(1);

const transfers = [
  {
    _id: '64f1a2b3c4d5e6f7a8b9c0d1',
    amount: 5000,
    status: 'APPROVED',
    createdAt: '2026-11-20T09:00:00.000Z',
    notes: 'Alimentation du compte — octobre',
    receiptUrl: '/uploads/receipts/r1.png',
    companyName: 'Demo SARL',
  },
  {
    _id: '64f1a2b3c4d5e6f7a8b9c0d2',
    amount: 1500,
    status: 'PENDING',
    createdAt: '2026-10-29T09:00:00.000Z',
    notes: 'Virement BIAT réf. 88231',
    receiptUrl: '/uploads/receipts/r2.png',
    companyName: 'Demo SARL',
  },
  {
    _id: '64f1a2b3c4d5e6f7a8b9c0d3',
    amount: 750,
    status: 'REJECTED',
    createdAt: '2026-10-18T09:00:00.000Z',
    notes: 'Reçu illisible',
    receiptUrl: null,
    companyName: 'Demo SARL',
  },
];

describe("'Virements bancaires' screen", () => {
  it('shows a spinner, then each transfer with its French status, amount, date, notes and links', async () => {
    useBusinessApi();
    // The server answers only once the test has seen the spinner.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/api/business/bank_transfers`, async () => {
        await answered;
        return HttpResponse.json(transfers);
      }),
    );
    renderDashboard(<BankTransfersList />);
    expect(screen.getByText('Virements bancaires')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Chargement des virements' })).toBeInTheDocument();
    answer();
    await screen.findByText('Approuvé');
    const items = rows();
    expect(items).toHaveLength(3);
    for (const h of ['Statut', 'Montant', 'Date', 'Notes'])
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(within(items[0]).getByText('Approuvé')).toBeInTheDocument();
    expect(within(items[1]).getByText('En attente')).toBeInTheDocument();
    expect(within(items[2]).getByText('Rejeté')).toBeInTheDocument();
    expect(within(items[0]).getByText(/5\s000,000\sTND/)).toBeInTheDocument();
    expect(within(items[0]).getByText('Alimentation du compte — octobre')).toBeInTheDocument();
    expect(within(items[0]).getByText(/^20\/11\/2026/)).toBeInTheDocument();
    const receipt = within(items[0]).getByRole('link', { name: 'Voir le reçu' });
    expect(receipt).toHaveAttribute('href', '/uploads/receipts/r1.png');
    const invoice = within(items[0]).getByRole('link', { name: 'Voir la facture' });
    expect(invoice).toHaveAttribute('href', '/facture/64f1a2b3c4d5e6f7a8b9c0d1');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(within(items[2]).queryByRole('link', { name: 'Voir le reçu' })).not.toBeInTheDocument();
  });

  it("shows 'Erreur lors du chargement des virements' and 'Réessayer' reloads", async () => {
    useBusinessApi();
    let calls = 0;
    server.use(
      http.get(`${API}/api/business/bank_transfers`, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(transfers.slice(0, 1));
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<BankTransfersList />);
    expect(await screen.findByText('Erreur lors du chargement des virements')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Approuvé')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('a failed reload shows the error state alone: no pagination of unseen rows, no raw server message', async () => {
    useBusinessApi();
    let failing = false;
    server.use(
      http.get(`${API}/api/business/bank_transfers`, () =>
        failing
          ? HttpResponse.json({ message: 'relation "bank_transfers" is locked' }, { status: 500 })
          : HttpResponse.json(transfers),
      ),
    );
    renderDashboard(<BankTransfersList />);
    await screen.findByText('Approuvé');
    expect(screen.getByText(/1-3/)).toBeInTheDocument();
    failing = true;
    // react-query asks again when the window regains focus: this time the server fails.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Erreur lors du chargement des virements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText(/1-3/)).not.toBeInTheDocument();
    expect(screen.queryByText('Approuvé')).not.toBeInTheDocument();
    expect(screen.queryByText(/is locked/)).not.toBeInTheDocument();
  });

  it("shows 'Aucun virement trouvé' when there is none", async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/bank_transfers`, () => HttpResponse.json([])));
    renderDashboard(<BankTransfersList />);
    expect(await screen.findByText('Aucun virement trouvé')).toBeInTheDocument();
  });

  it('sorts by amount, filters by text, status, amount and dates, and exports what it shows', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/bank_transfers`, () => HttpResponse.json(transfers)));
    const csv = captureCsv();
    const user = userEvent.setup();
    renderDashboard(<BankTransfersList />);
    await screen.findByText('Approuvé');
    const amounts = () => rows().map((r) => normal(within(r).getByText(/TND$/).textContent));
    expect(amounts()).toEqual(['5 000,000 TND', '1 500,000 TND', '750,000 TND']);
    await user.click(within(screen.getByRole('columnheader', { name: 'Montant' })).getByText('Montant'));
    await waitFor(() => expect(amounts()).toEqual(['750,000 TND', '1 500,000 TND', '5 000,000 TND']));

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les notes...' }), 'biat');
    await waitFor(() => expect(amounts()).toEqual(['1 500,000 TND']));
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher dans les notes...' }));
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Recherche avancée' }));
    await user.type(await screen.findByLabelText('Montant min. (TND)'), '1000');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('textbox', { name: 'Date de fin' }));
    await user.keyboard('31102026');
    await waitFor(() => expect(amounts()).toEqual(['1 500,000 TND']));
    await user.click(screen.getByRole('button', { name: 'Masquer la recherche avancée' }));
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Rejeté' }));
    await waitFor(() => expect(amounts()).toEqual(['750,000 TND']));
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'En attente' }));
    await waitFor(() => expect(amounts()).toEqual(['1 500,000 TND']));

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const { name, text } = await csv.file();
    csv.restore();
    expect(name).toBe('virements.csv');
    const lines = normal(text).split('\r\n');
    expect(lines[0]).toBe('\uFEFFStatut,Montant (TND),Date,Notes,Société');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^En attente,1500,29\/10\/2026 \d\d:\d\d,Virement BIAT réf\. 88231,Demo SARL$/);
  });
});
