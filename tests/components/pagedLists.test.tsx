import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { UsersList } from '../../src/resources/users/UsersList';
import { TransactionsList } from '../../src/resources/transactions/TransactionsList';
import { applyListQuery, type ListQuerySpec } from '../../src/lib/listQuery';
import { managedUserName } from '../../src/dataProvider/users';
import { statusKind } from '../../src/dataProvider/transactions';
import { managed, renderDashboard, sampleTransactions as txs, useBusinessApi } from './businessHarness';

type Query = { sort: [string, 'ASC' | 'DESC']; range: [number, number]; filter: Record<string, unknown> };

/**
 * The reference server's simple-REST list in msw: it reads `sort`, `range` and `filter` and answers
 * the page with its Content-Range (computed with the same list helper, so the rows are the server's
 * business here, not the app's). Every query is recorded.
 */
function servePaged<T extends { _id: string }, V extends T>(
  path: string,
  rows: T[],
  view: (row: T) => V,
  spec: ListQuerySpec<V>,
) {
  const queries: Query[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      const url = new URL(request.url);
      const query: Query = {
        sort: JSON.parse(url.searchParams.get('sort') ?? '["id","ASC"]'),
        range: JSON.parse(url.searchParams.get('range') ?? '[0,24]'),
        filter: JSON.parse(url.searchParams.get('filter') ?? '{}'),
      };
      queries.push(query);
      const [start, end] = query.range;
      const all = applyListQuery(
        rows.map((r) => ({ ...view(r), id: r._id })),
        { filter: query.filter, sort: { field: query.sort[0], order: query.sort[1] } },
        spec,
      );
      const page = all.data.slice(start, end + 1).map(({ id: _id, ...r }) => r);
      return HttpResponse.json(page, {
        headers: { 'Content-Range': `items ${start}-${start + page.length - 1}/${all.total}` },
      });
    }),
  );
  return queries;
}

const serveTransactions = () =>
  servePaged('/api/business/transactions', txs, (t) => ({ ...t, statusKind: statusKind(t.status) }), {
    search: [(t) => t.senderName, (t) => t.receiverName, (t) => t.description],
    amount: (t) => t.amount,
    date: (t) => t.createdAt,
  });

/** Counts the calls of SPEC's whole transactions array. */
function wholeTransactions() {
  const calls = { count: 0 };
  server.use(
    http.get(`${API}/api/business/get_transactions`, () => {
      calls.count++;
      return HttpResponse.json(txs);
    }),
  );
  return calls;
}

const codes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryByText(/^TX\d+$/)?.textContent);

describe("Transaction History on a server offering 'pagedLists'", () => {
  it('asks the server for one page, sorted, filtered and searched, and never loads the whole array', async () => {
    offerExtensions('pagedLists');
    useBusinessApi();
    const whole = wholeTransactions();
    const queries = serveTransactions();
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    expect(codes()).toEqual(['TX100001', 'TX100002', 'TX100003']);
    expect(queries.at(-1)).toMatchObject({ sort: ['createdAt', 'DESC'], range: [0, 24] });

    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByText('Amount'));
    await waitFor(() => expect(codes()).toEqual(['TX100003', 'TX100002', 'TX100001']));
    expect(queries.at(-1)?.sort).toEqual(['amount', 'ASC']);

    const search = screen.getByRole('searchbox', { name: 'Sender, receiver or description' });
    await user.type(search, 'remboursement{Enter}');
    await waitFor(() => expect(codes()).toEqual(['TX100002']));
    expect(queries.at(-1)?.filter).toEqual({ q: 'remboursement' });
    await user.clear(search);
    await waitFor(() => expect(codes()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(codes()).toEqual(['TX100003']));
    expect(queries.at(-1)?.filter).toEqual({ statusKind: 'FAILED' });
    expect(whole.count).toBe(0);
  });

  it('falls back to the whole array, without an error, when the lists answer 404', async () => {
    offerExtensions('pagedLists');
    useBusinessApi();
    const whole = wholeTransactions();
    server.use(
      http.get(`${API}/api/business/transactions`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    expect(whole.count).toBeGreaterThan(0);
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Sender, receiver or description' }),
      'prime{Enter}',
    );
    await waitFor(() => expect(codes()).toEqual(['TX100003']));
  });
});

describe("Transaction History on SPEC's API (the default)", () => {
  it('reads the whole array and asks nothing else', async () => {
    useBusinessApi();
    const whole = wholeTransactions();
    const paged = serveTransactions();
    renderDashboard(<TransactionsList />);
    await screen.findByText('TX100001');
    expect(codes()).toEqual(['TX100001', 'TX100002', 'TX100003']);
    expect(whole.count).toBeGreaterThan(0);
    expect(paged).toHaveLength(0);
  });
});

describe("Users on a server offering 'pagedLists'", () => {
  it('counts, lists, searches and sorts through the server’s pages', async () => {
    offerExtensions('pagedLists');
    const calls = useBusinessApi();
    const queries = servePaged(
      '/api/business/users',
      managed,
      (u) => ({ ...u, fullName: managedUserName(u) }),
      { search: [(u) => u.fullName, (u) => u.phoneNumber], amount: (u) => u.balance },
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('users-count')).toHaveTextContent('3'));
    expect(queries.some((q) => q.range[0] === 0 && q.range[1] === 0)).toBe(true);

    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryByText(/^(Amira Trabelsi|Sami Dridi|Ines Jlassi)$/)?.textContent);
    await user.click(within(screen.getByRole('columnheader', { name: /Balance/ })).getByText('Balance'));
    await waitFor(() => expect(names()).toEqual(['Sami Dridi', 'Amira Trabelsi', 'Ines Jlassi']));
    expect(queries.at(-1)?.sort).toEqual(['balance', 'ASC']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or phone...' }), 'DRIDI{Enter}');
    await waitFor(() => expect(names()).toEqual(['Sami Dridi']));
    expect(queries.at(-1)?.filter).toEqual({ q: 'DRIDI' });
    expect(calls.getUsers).toBe(0);
  });
});
