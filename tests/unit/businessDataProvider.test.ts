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
