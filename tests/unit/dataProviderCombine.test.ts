import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { RESOURCE_NAMES } from '../../src/resources';
import { httpClient } from '../../src/api/httpClient';
import { authProvider } from '../../src/authProvider';

const listParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('the combined data provider', () => {
  it('sends each standard method to the provider of the resource it names', async () => {
    server.use(
      http.get(`${API}/api/business/get_transactions`, () =>
        HttpResponse.json([{ _id: 't1', amount: 5, status: 'completed' }]),
      ),
    );
    const { data } = await dataProvider.getList('transactions', listParams);
    expect(data.map((row) => row.id)).toEqual(['t1']);
  });

  it('rejects an unknown resource with a clear error', async () => {
    await expect(async () => dataProvider.getList('cars', listParams)).rejects.toThrow(
      'Unknown resource: cars',
    );
  });

  it('knows the resources of the dashboard', () => {
    expect([...RESOURCE_NAMES].sort()).toEqual(
      [
        'approvals',
        'bank-transfers',
        'checkin-lists',
        'events',
        'fleet',
        'journal',
        'members',
        'payments',
        'reservations',
        'security-agents',
        'subscriptions',
        'tickets',
        'transactions',
        'users',
      ].sort(),
    );
  });

  it('a method a resource does not have says so instead of answering an empty result', async () => {
    await expect(dataProvider.getMany('security-agents', { ids: ['a'] })).rejects.toThrow(
      'security-agents does not support getMany',
    );
  });

  it('keeps the custom methods beside the standard ones', () => {
    expect(typeof dataProvider.getCurrentEvent).toBe('function');
    expect(typeof dataProvider.addFunds).toBe('function');
  });
});

describe('httpClient (react-admin fetchUtils)', () => {
  it("throws react-admin's HttpError with the status and the server's message", async () => {
    server.use(
      http.get(`${API}/api/events/current`, () =>
        HttpResponse.json({ message: 'Session expired' }, { status: 401 }),
      ),
    );
    const error = await httpClient('/api/events/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Session expired',
      body: { message: 'Session expired' },
    });
  });

  it('an error without a server message has an empty message (screens show their own text)', async () => {
    server.use(http.get(`${API}/api/events/current`, () => new HttpResponse('oops', { status: 500 })));
    const error = await httpClient('/api/events/current').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: '' });
  });

  it('no answer at all is status 0', async () => {
    server.use(http.get(`${API}/api/events/current`, () => HttpResponse.error()));
    const error = await httpClient('/api/events/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('sends the JSON body with the bearer token and resolves with the JSON answer', async () => {
    localStorage.setItem('token', 'tok');
    let seen: { auth: string | null; type: string | null; body: unknown } | null = null;
    server.use(
      http.post(`${API}/api/echo`, async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(httpClient('/api/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Bearer tok', type: 'application/json', body: { a: 1 } });
  });

  it('a 401 from a call signs the user out through checkError', async () => {
    server.use(
      http.get(`${API}/api/events/current`, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    localStorage.setItem('token', 'tok');
    const error = await httpClient('/api/events/current').catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
