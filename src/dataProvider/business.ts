import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type {
  ApiBankTransfer,
  ApiLookupResult,
  ApiManagedUser,
  ApiSubscriptionPayment,
  ApiTransaction,
  MessageResponse,
  PublicInvoiceSummary,
} from '../contract/business';
import { filterTransactions, filterUsers, type SearchFilters } from '../lib/searchFilters';

export type ManagedUserRecord = ApiManagedUser & { id: string };
export type TransactionRecord = ApiTransaction & { id: string };
export type BankTransferRecord = ApiBankTransfer & { id: string };

const withId = <T extends { _id: string }>(row: T): T & { id: string } => ({ ...row, id: row._id });

/** react-admin sorting and paging over a list the API returns whole (SPEC §5: filters are client-side). */
function page<T extends RaRecord>(rows: T[], params: GetListParams) {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const dir = order === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x).localeCompare(String(y)) * dir;
  });
  const { page: p = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  return { data: sorted.slice((p - 1) * perPage, p * perPage), total: sorted.length };
}

const readOnly = (resource: string) => () => Promise.reject(new Error(`${resource} is read-only`));

function listResource<T extends RaRecord>(
  name: string,
  load: () => Promise<T[]>,
  filter: (rows: T[], f: SearchFilters) => T[],
): DataProvider {
  const all = async () => load();
  return {
    getList: async (_r, params) => page(filter(await all(), (params.filter ?? {}) as SearchFilters), params),
    getOne: async (_r, { id }) => {
      const row = (await all()).find((r) => r.id === id);
      if (!row) throw new Error('Not found');
      return { data: row };
    },
    getMany: async (_r, { ids }) => ({ data: (await all()).filter((r) => ids.includes(r.id)) }),
    getManyReference: async (_r, params) => page(await all(), params),
    create: readOnly(name),
    update: readOnly(name),
    updateMany: readOnly(name),
    delete: readOnly(name),
    deleteMany: readOnly(name),
  } as DataProvider;
}

const loadUsers = async () => (await httpClient<ApiManagedUser[]>('/api/business/get_users')).map(withId);
const loadTransactions = async () =>
  (await httpClient<ApiTransaction[]>('/api/business/get_transactions')).map(withId);
const loadBankTransfers = async () =>
  (await httpClient<ApiBankTransfer[]>('/api/business/bank_transfers')).map(withId);

export const businessResources: Record<string, DataProvider> = {
  users: listResource<ManagedUserRecord>('users', loadUsers, filterUsers),
  transactions: listResource<TransactionRecord>('transactions', loadTransactions, filterTransactions),
  'bank-transfers': {
    ...listResource<BankTransferRecord>('bank-transfers', loadBankTransfers, (rows) => rows),
    getOne: async (_r: string, { id }: { id: string | number }) => ({
      data: withId(
        await httpClient<ApiBankTransfer>(`/api/business/bank_transfers/${encodeURIComponent(String(id))}`),
      ),
    }),
  } as DataProvider,
};

const idempotency = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

/** SPEC §7 business calls that are not list reads; each returns the server's `{ message }`. */
export const businessMethods = {
  lookupUser: (phone: string, signal?: AbortSignal) =>
    httpClient<ApiLookupResult>(`/api/business/lookup/${encodeURIComponent(phone)}`, { signal }),
  addManagedUser: (phoneNumber: string) =>
    httpClient<MessageResponse>('/api/business/add_user', { method: 'POST', body: { phoneNumber } }),
  addFunds: (phoneNumber: string, amount: number, idempotencyKey?: string) =>
    httpClient<MessageResponse & { balance?: number }>('/api/business/add_funds', {
      method: 'POST',
      body: { phoneNumber, amount },
      headers: idempotency(idempotencyKey),
    }),
  bulkAddFunds: (phoneNumbers: string[], amount: number, idempotencyKey?: string) =>
    httpClient<MessageResponse & { balance?: number }>('/api/business/bulk_add_funds', {
      method: 'POST',
      body: { phoneNumbers, amount },
      headers: idempotency(idempotencyKey),
    }),
  deleteManagedUser: (phone: string) =>
    httpClient<MessageResponse>(`/api/business/delete_user/${encodeURIComponent(phone)}`, {
      method: 'DELETE',
    }),
  getBankTransfer: async (id: string) =>
    withId(await httpClient<ApiBankTransfer>(`/api/business/bank_transfers/${encodeURIComponent(id)}`)),
  getSubscriptionInvoice: (id: string) =>
    httpClient<ApiSubscriptionPayment>(`/api/subscription/get-invoice/${encodeURIComponent(id)}`),
  /** What the QR code of a printed invoice shows without a session. */
  getPublicInvoice: (kind: 'subscription' | 'transfer', id: string) =>
    httpClient<PublicInvoiceSummary>(`/api/public/invoices/${kind}/${encodeURIComponent(id)}`, {
      token: null,
    }),
};
