import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';

const users = [
  {
    _id: 'u1',
    firstName: 'Amira',
    lastName: 'Trabelsi',
    phoneNumber: '22345678',
    balance: 10.5,
    lastPayment: null,
  },
  { _id: 'u2', firstName: 'Sami', lastName: 'Dridi', phoneNumber: '55123456', balance: 0, lastPayment: null },
  {
    _id: 'u3',
    firstName: 'Ines',
    lastName: 'Jlassi',
    phoneNumber: '98000111',
    balance: 250,
    lastPayment: null,
  },
];

describe('business dataProvider (SPEC §7)', () => {
  it('GET /api/business/get_users with the bearer token; _id → id; client-side filter, sort and paging', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API}/api/business/get_users`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json(users);
      }),
    );
    localStorage.setItem('token', 'tok-9');
    const res = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'balance', order: 'DESC' },
      filter: {},
    });
    expect(auth).toBe('Bearer tok-9');
    expect(res.total).toBe(3);
    expect(res.data.map((u) => u.id)).toEqual(['u3', 'u1']);
    const filtered = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'dridi' },
    });
    expect(filtered.data.map((u) => u.id)).toEqual(['u2']);
  });

  it('sends add_funds and bulk_add_funds bodies with the Idempotency-Key header', async () => {
    const seen: Array<{ path: string; body: unknown; key: string | null }> = [];
    server.use(
      http.post(`${API}/api/business/:call`, async ({ request, params }) => {
        seen.push({
          path: String(params.call),
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await dataProvider.addFunds('22345678', 12.5, 'key-00000001');
    await dataProvider.bulkAddFunds(['22345678', '55123456'], 3, 'key-00000002');
    await dataProvider.addManagedUser('98000111');
    expect(seen).toEqual([
      { path: 'add_funds', body: { phoneNumber: '22345678', amount: 12.5 }, key: 'key-00000001' },
      {
        path: 'bulk_add_funds',
        body: { phoneNumbers: ['22345678', '55123456'], amount: 3 },
        key: 'key-00000002',
      },
      { path: 'add_user', body: { phoneNumber: '98000111' }, key: null },
    ]);
  });

  it('DELETE /api/business/delete_user/{phone}, GET lookup, bank_transfers/{id} and the subscription invoice', async () => {
    const paths: string[] = [];
    server.use(
      http.all(`${API}/api/*`, ({ request }) => {
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({
          _id: 'x1',
          message: 'User deleted successfully',
          firstName: 'A',
          lastName: 'B',
        });
      }),
    );
    await dataProvider.deleteManagedUser('22345678');
    await dataProvider.lookupUser('22345678');
    expect((await dataProvider.getBankTransfer('x1')).id).toBe('x1');
    await dataProvider.getSubscriptionInvoice('p1');
    await dataProvider.getPublicInvoice('transfer', 'x1');
    expect(paths).toEqual([
      'DELETE /api/business/delete_user/22345678',
      'GET /api/business/lookup/22345678',
      'GET /api/business/bank_transfers/x1',
      'GET /api/subscription/get-invoice/p1',
      'GET /api/public/invoices/transfer/x1',
    ]);
  });
});

describe('business resources: react-admin methods over the whole lists (SPEC §5 client-side filters)', () => {
  const txs = [
    {
      _id: 't1',
      type: 'SEND',
      amount: 75.25,
      transactionCode: 'A',
      senderName: 'Demo',
      receiverName: 'Amira',
      description: 'Prime',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'COMPLETED',
    },
    {
      _id: 't2',
      type: 'RECEIVE',
      amount: 50,
      transactionCode: 'B',
      senderName: 'Sami',
      receiverName: 'Demo',
      description: 'Avance',
      createdAt: '2026-11-10T10:00:00.000Z',
      status: 'CANCELLED',
    },
  ];

  it('transactions: statusKind (anything else than COMPLETED/PENDING is FAILED), type/status/amount/date filters', async () => {
    server.use(http.get(`${API}/api/business/get_transactions`, () => HttpResponse.json(txs)));
    const list = (filter: Record<string, unknown>) =>
      dataProvider.getList('transactions', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter,
      });
    expect((await list({})).data.map((t) => t.statusKind)).toEqual(['COMPLETED', 'FAILED']);
    expect((await list({ statusKind: 'FAILED' })).data.map((t) => t.id)).toEqual(['t2']);
    expect((await list({ type: 'SEND' })).data.map((t) => t.id)).toEqual(['t1']);
    expect((await list({ min: '60' })).data.map((t) => t.id)).toEqual(['t1']);
    expect((await list({ endDate: '2026-11-15' })).data.map((t) => t.id)).toEqual(['t2']);
    expect((await list({ q: 'avance' })).data.map((t) => t.id)).toEqual(['t2']);
  });

  it('users: create posts add_user and fails with the server message when it is not the success message', async () => {
    server.use(
      http.post(`${API}/api/business/add_user`, () => HttpResponse.json({ message: 'Queued for review' })),
    );
    await expect(dataProvider.create('users', { data: { phoneNumber: '98000111' } })).rejects.toThrow(
      'Queued for review',
    );
  });

  it('users: delete goes by phone; read-only resources refuse writes with a clear error', async () => {
    let path = '';
    server.use(
      http.delete(`${API}/api/business/delete_user/:phone`, ({ params }) => {
        path = String(params.phone);
        return HttpResponse.json({ message: 'User deleted successfully' });
      }),
    );
    const previousData = { id: 'u2', phoneNumber: '55123456', fullName: 'Sami Dridi' };
    await dataProvider.delete('users', { id: 'u2', previousData });
    expect(path).toBe('55123456');
    await expect(
      dataProvider.update('transactions', { id: 't1', data: {}, previousData: {} }),
    ).rejects.toThrow('transactions does not support update');
    await expect(dataProvider.create('bank-transfers', { data: {} })).rejects.toThrow(
      'bank-transfers does not support create',
    );
  });
});
