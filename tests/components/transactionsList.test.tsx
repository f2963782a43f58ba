import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { renderDashboard, sampleTransactions as txs, useBusinessApi } from './businessHarness';
import { captureCsv, normal } from './csvCapture';

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('Transaction History screen', () => {
  it('shows type, amount, code, sender/receiver, date and status (anything else than COMPLETED/PENDING as failed)', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    renderDashboard(<TransactionsList />);
    expect(await screen.findByText('TX100001')).toBeInTheDocument();
    expect(screen.getByText('Transaction History')).toBeInTheDocument();
    for (const h of ['Type', 'Amount', 'Transaction Code', 'Sender / Receiver', 'Date', 'Status'])
      expect(screen.getByText(h)).toBeInTheDocument();
    expect(within(rowOf('TX100001')).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('TX100001')).getByText(/75,250\sTND/)).toBeInTheDocument();
    expect(within(rowOf('TX100001')).getByText('To: Amira Trabelsi')).toBeInTheDocument();
    expect(within(rowOf('TX100002')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('TX100002')).getByText('Received')).toBeInTheDocument();
    expect(within(rowOf('TX100003')).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('searches sender, receiver and description, and keeps transactionSearchHistory', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    const search = screen.getByRole('searchbox', { name: 'Sender, receiver or description' });
    await user.type(search, 'remboursement{Enter}');
    await waitFor(() => expect(screen.queryByText('TX100001')).not.toBeInTheDocument());
    expect(screen.getByText('TX100002')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('transactionSearchHistory')!)).toEqual(['remboursement']);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('advanced search opens a form of its six filters on a grid, apart from the search bar', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    expect(screen.queryByRole('region', { name: 'Advanced Search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    const form = await screen.findByRole('region', { name: 'Advanced Search' });
    expect(within(form).getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    for (const label of ['Min Amount (TND)', 'Max Amount (TND)', 'Start Date', 'End Date'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    // Each filter has a cell of the grid: full width on phones, a third of the row on wide screens.
    const cells = [...form.querySelectorAll('form > .MuiGrid-container > *')];
    expect(cells).toHaveLength(6);
    // The search stays in react-admin's filter bar, outside the form.
    expect(within(form).queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Advanced Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Advanced Search' })).not.toBeInTheDocument(),
    );
  });

  it('advanced search filters amount, dates (date picker, dd/MM/yyyy), type and status', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    await user.type(await screen.findByLabelText('Min Amount (TND)'), '30');
    await waitFor(() => expect(screen.queryByText('TX100003')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Max Amount (TND)'), '60');
    await waitFor(() => expect(screen.queryByText('TX100001')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Min Amount (TND)'));
    await user.clear(screen.getByLabelText('Max Amount (TND)'));
    await waitFor(() => expect(screen.getByText('TX100003')).toBeInTheDocument());
    await user.click(screen.getByRole('textbox', { name: 'Start Date' }));
    await user.keyboard('15112026');
    await waitFor(() => {
      expect(screen.queryByText('TX100002')).not.toBeInTheDocument();
      expect(screen.queryByText('TX100003')).not.toBeInTheDocument();
      expect(screen.getByText('TX100001')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Hide Advanced Search' }));
    await waitFor(() => expect(screen.getByText('TX100003')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => {
      expect(screen.queryByText('TX100001')).not.toBeInTheDocument();
      expect(screen.getByText('TX100003')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Received' }));
    await waitFor(() => expect(screen.queryByText('TX100003')).not.toBeInTheDocument());
  });

  it('sorts by amount from the column header', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    const codes = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryByText(/^TX\d+$/)?.textContent);
    expect(codes()).toEqual(['TX100001', 'TX100002', 'TX100003']);
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByText('Amount'));
    await waitFor(() => expect(codes()).toEqual(['TX100003', 'TX100002', 'TX100001']));
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByText('Amount'));
    await waitFor(() => expect(codes()).toEqual(['TX100001', 'TX100002', 'TX100003']));
  });

  it('exports the filtered history: BOM, labels, signed amounts as numbers in TND, fr-FR dates, formulas neutralised', async () => {
    useBusinessApi();
    const hostile = {
      ...txs[2],
      _id: 't4',
      transactionCode: 'TX100004',
      description: '=HYPERLINK("http://evil.example","Prime")',
    };
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json([...txs, hostile])));
    const csv = captureCsv();
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100004');
    await user.type(screen.getByRole('searchbox', { name: 'Sender, receiver or description' }), 'ines');
    await waitFor(() => expect(screen.queryByText('TX100001')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { name, text } = await csv.file();
    csv.restore();
    expect(name).toBe('transactions.csv');
    const lines = normal(text).split('\r\n');
    expect(lines[0]).toBe('\uFEFFTransaction Code,Type,Amount (TND),Sender,Receiver,Description,Date,Status');
    expect(lines).toHaveLength(3);
    const date = normal(
      new Intl.DateTimeFormat('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Tunis', // the business's clock
      }).format(new Date('2026-10-01T10:00:00.000Z')),
    );
    expect(lines).toContain(`TX100003,Sent,-20,Demo SARL,Ines Jlassi,Prime,${date},Failed`);
    expect(lines).toContain(
      `TX100004,Sent,-20,Demo SARL,Ines Jlassi,"'=HYPERLINK(""http://evil.example"",""Prime"")",${date},Failed`,
    );
  });
});
