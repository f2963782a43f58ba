import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { renderDashboard, useBusinessApi } from './businessHarness';

const txs = [
  {
    _id: 't1',
    type: 'SEND',
    amount: 75.25,
    transactionCode: 'TX100001',
    senderName: 'Demo SARL',
    receiverName: 'Amira Trabelsi',
    description: 'Recharge mensuelle',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'COMPLETED',
  },
  {
    _id: 't2',
    type: 'RECEIVE',
    amount: 50,
    transactionCode: 'TX100002',
    senderName: 'Sami Dridi',
    receiverName: 'Demo SARL',
    description: 'Remboursement avance',
    createdAt: '2026-11-10T10:00:00.000Z',
    status: 'PENDING',
  },
  {
    _id: 't3',
    type: 'SEND',
    amount: 20,
    transactionCode: 'TX100003',
    senderName: 'Demo SARL',
    receiverName: 'Ines Jlassi',
    description: 'Prime',
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'CANCELLED',
  },
];

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
    const search = screen.getByRole('searchbox', { name: 'Search by sender, receiver or description...' });
    await user.type(search, 'remboursement{Enter}');
    await waitFor(() => expect(screen.queryByText('TX100001')).not.toBeInTheDocument());
    expect(screen.getByText('TX100002')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('transactionSearchHistory')!)).toEqual(['remboursement']);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('advanced search filters amount and dates', async () => {
    useBusinessApi();
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    await user.type(screen.getByLabelText('Min Amount (TND)'), '30');
    await waitFor(() => expect(screen.queryByText('TX100003')).not.toBeInTheDocument(), { timeout: 4000 });
    // jsdom's date input takes its value as a whole, like a picked date.
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-15' } });
    await waitFor(() => {
      expect(screen.queryByText('TX100002')).not.toBeInTheDocument();
      expect(screen.queryByText('TX100003')).not.toBeInTheDocument();
      expect(screen.getByText('TX100001')).toBeInTheDocument();
    });
  });
});
