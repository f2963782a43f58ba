import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { forgetCapabilities } from '../../src/authProvider/capabilities';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { i18nProvider } from '../../src/i18n';
import StatementPage from '../../src/resources/users/StatementPage';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { UsersList } from '../../src/resources/users/UsersList';
import { agency, renderDashboard, useBusinessApi } from './businessHarness';
import { captureCsv, normal } from './csvCapture';
import type { ApiStatement } from '../../src/contract/statements';

const statement: ApiStatement = {
  holder: { id: 'u1', name: 'Amira Trabelsi', phoneNumber: '22345678' },
  from: '2026-11-01',
  to: '2026-11-26',
  openingBalance: 20,
  totalIn: 100.5,
  totalOut: 100,
  closingBalance: 20.5,
  lines: [
    {
      id: 'l1',
      createdAt: '2026-11-02T10:00:00.000Z',
      transactionCode: 'TX000001',
      counterparty: 'Demo SARL',
      description: 'Recharge mensuelle',
      credit: 100,
      debit: 0,
      balance: 120,
      transferId: 't1',
      reversesTransferId: null,
    },
    {
      id: 'l2',
      createdAt: '2026-11-03T10:00:00.000Z',
      transactionCode: 'TX000002',
      counterparty: 'Demo SARL',
      description: 'Annulation du virement TX000000',
      credit: 0,
      debit: 100,
      balance: 20,
      transferId: 't2',
      reversesTransferId: 't1',
    },
    {
      id: 'l3',
      createdAt: '2026-11-04T10:00:00.000Z',
      transactionCode: 'TX000003',
      counterparty: 'Demo SARL',
      description: 'Prime',
      credit: 0.5,
      debit: 0,
      balance: 20.5,
      transferId: 't3',
      reversesTransferId: null,
    },
  ],
};

function renderStatement(path: string) {
  localStorage.setItem('token', 'tok');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={dashboardAuthProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <Routes>
          <Route path="/users/statement" element={<StatementPage />} />
          <Route path="/users/:id/statement" element={<StatementPage />} />
          <Route path="/users" element={<p>users list</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Statement page', () => {
  let asked: string[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    asked = [];
    offerExtensions('statements');
    server.use(
      http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/business/statements/users/u1`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(statement);
      }),
      http.get(`${API}/api/business/statements/me`, () =>
        HttpResponse.json({ ...statement, holder: { id: 'b1', name: 'Demo SARL', phoneNumber: null } }),
      ),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows the month so far with its opening, totals, running balances and reversals', async () => {
    renderStatement('/users/u1/statement');
    expect(await screen.findByRole('heading', { name: 'Statement — Amira Trabelsi' })).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-26']);
    expect(normal(screen.getByText(/^From 01\/11\/2026 to 26\/11\/2026/).textContent)).toBe(
      'From 01/11/2026 to 26/11/2026 · Phone: 22345678',
    );
    expect(normal(screen.getByTestId('statement-opening').textContent)).toBe('20,000 TND');
    expect(normal(screen.getByTestId('statement-totalIn').textContent)).toBe('100,500 TND');
    expect(normal(screen.getByTestId('statement-totalOut').textContent)).toBe('100,000 TND');
    expect(normal(screen.getByTestId('statement-closing').textContent)).toBe('20,500 TND');
    for (const label of ['Opening balance', 'Money in', 'Money out', 'Closing balance'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Statement — Amira Trabelsi' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Date',
      'Transaction Code',
      'Counterparty',
      'Description',
      'Money in',
      'Money out',
      'Balance',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => normal(r.lastElementChild?.textContent))).toEqual([
      '120,000 TND',
      '20,000 TND',
      '20,500 TND',
    ]);
    expect(within(rows[1]).getByText('Reversal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('exports the statement as CSV: numbers, the currency in the column names, opening and closing lines', async () => {
    const csv = captureCsv();
    try {
      renderStatement('/users/u1/statement');
      await screen.findByTestId('statement-closing');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const file = await csv.file();
      expect(file.name).toBe('statement-22345678-2026-11-01-2026-11-26.csv');
      expect(normal(file.text).split('\r\n')).toEqual([
        '\uFEFFDate,Transaction Code,Counterparty,Description,Money in (TND),Money out (TND),Balance (TND)',
        '01/11/2026,,,Opening balance,,,20',
        '02/11/2026 11:00,TX000001,Demo SARL,Recharge mensuelle,100,0,120',
        '03/11/2026 11:00,TX000002,Demo SARL,Reversal — Annulation du virement TX000000,0,100,20',
        '04/11/2026 11:00,TX000003,Demo SARL,Prime,0.5,0,20.5',
        '26/11/2026,,,Closing balance,,,20.5',
      ]);
    } finally {
      csv.restore();
    }
  });

  it("shows the business's own statement, and refuses a period that ends before it starts", async () => {
    const user = userEvent.setup();
    renderStatement('/users/statement');
    expect(await screen.findByRole('heading', { name: 'Business statement' })).toBeInTheDocument();
    await screen.findByTestId('statement-closing');
    const to = screen.getByRole<HTMLInputElement>('textbox', { name: 'To' });
    await user.click(to);
    await user.keyboard('01102026');
    await waitFor(() => expect(to).toHaveValue('01/10/2026'));
    expect(await screen.findByText('The end must not be before the start')).toBeInTheDocument();
  });
});

describe('Statement buttons', () => {
  it('are offered only by a server with statements: My statement, and Statement on each user', async () => {
    useBusinessApi();
    offerExtensions();
    const first = renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    expect(screen.queryByRole('link', { name: 'My statement' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Statement/ })).toBeNull();
    first.unmount();
    // Another server (the offer is asked once per session). The links are react-admin's own
    // (createPath; its test router uses the hash).
    forgetCapabilities();
    offerExtensions('statements');
    renderDashboard(<UsersList />);
    expect(await screen.findByRole('link', { name: 'My statement' })).toHaveAttribute(
      'href',
      '#/users/statement',
    );
    expect(await screen.findByRole('link', { name: 'Statement — Amira Trabelsi' })).toHaveAttribute(
      'href',
      '#/users/u1/statement',
    );
  });
});

describe('Reversing a fund transfer', () => {
  it('asks with <Confirm>, sends one keyed reversal and shows the server’s refusal as it is', async () => {
    useBusinessApi();
    offerExtensions('reversals');
    const keys: Array<string | null> = [];
    let refuse = false;
    let reversed = false;
    const tx = (over: object) => ({
      type: 'SEND',
      amount: 75.25,
      senderName: 'Demo SARL',
      receiverName: 'Amira Trabelsi',
      description: 'Recharge',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'COMPLETED',
      reversesTransferId: null,
      reversed: false,
      ...over,
    });
    server.use(
      http.get(`${API}/api/business/get_transactions`, () =>
        HttpResponse.json([
          tx({ _id: 'a', transactionCode: 'TX100001', transferId: 'T1', reversed }),
          tx({ _id: 'b', transactionCode: 'TX100002', transferId: 'T2', type: 'RECEIVE' }),
          tx({ _id: 'c', transactionCode: 'TX100003', transferId: 'T3', status: 'PENDING' }),
        ]),
      ),
      http.post(`${API}/api/business/transfers/:id/reverse`, async ({ request, params }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        expect(params.id).toBe('T1');
        expect(await request.json()).toEqual({ amount: 75.25 });
        if (refuse)
          return HttpResponse.json(
            {
              message:
                'This transfer cannot be reversed: the user has already spent part of it (transfer 75,250 TND, balance 10,000 TND)',
            },
            { status: 409 },
          );
        reversed = true;
        return HttpResponse.json({ message: 'Transfer reversed', transferId: 'T9' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    // Only a completed transfer sent by the business can be reversed.
    expect(await screen.findAllByRole('button', { name: /^Reverse / })).toHaveLength(1);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Reverse TX100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this transfer?' });
    expect(normal(dialog.textContent)).toContain(
      'A new transfer of 75,250 TND moves the money back from Amira Trabelsi to your balance. The original transfer stays in the history.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(
      await screen.findByText(
        'This transfer cannot be reversed: the user has already spent part of it (transfer 75,250 TND, balance 10,000 TND)',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reverse TX100001' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reverse this transfer?' })).getByRole('button', {
        name: 'Reverse',
      }),
    );
    expect(await screen.findByText('Transfer reversed')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^bo-[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // The list is read again: the transfer now shows as reversed, without the action.
    await waitFor(() => expect(within(rowOf('TX100001')).getByText('Reversed')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reverse TX100001' })).toBeNull();
  });
});

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
