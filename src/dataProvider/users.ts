import type { PendingApproval } from '../contract/approvals';
import { HttpError } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiLookupResult, ApiManagedUser, MessageResponse } from '../contract/business';
import { BUSINESS_SUCCESS } from '../contract/businessMessages';
import { wholeListReads } from './businessList';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

/** A managed user as react-admin holds it: the API row, its `_id` as `id` and the displayed name. */
export type ManagedUserRecord = WithId<ApiManagedUser> & { fullName: string };

export const managedUserName = (u: Pick<ApiManagedUser, 'firstName' | 'lastName' | 'phoneNumber'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || '';

const toRecord = (u: ApiManagedUser): ManagedUserRecord => ({ ...withId(u), fullName: managedUserName(u) });

const loadUsers = async () => (await httpClient<ApiManagedUser[]>('/api/business/get_users')).map(toRecord);

/** A 2xx reply whose message is not the success message is a failure naming its cause (SPEC §8). */
function expectMessage<T extends MessageResponse | undefined>(res: T, success: string): T {
  if (res?.message !== success) throw new HttpError(res?.message ?? '', 200, res);
  return res;
}

/** The balance after a move, or (with the `approvals` extension, 202) the approval it waits for. */
type FundsAnswer = { balance?: number } & Partial<Pick<PendingApproval, 'approvalId' | 'status'>>;

const idempotency = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

/** SPEC §7 calls of the Users screen that are not react-admin's standard methods. */
export const usersMethods = {
  /** GET /api/business/lookup/{phone}: who a phone number belongs to (the add-user preview). */
  lookupUser: (phone: string, signal?: AbortSignal) =>
    httpClient<ApiLookupResult>(`/api/business/lookup/${encodeURIComponent(phone)}`, { signal }),
  addManagedUser: (phoneNumber: string) =>
    httpClient<MessageResponse & { user?: ApiManagedUser }>('/api/business/add_user', {
      method: 'POST',
      body: { phoneNumber },
    }),
  /** POST /api/business/add_funds, sent with the submission's Idempotency-Key. */
  addFunds: (phoneNumber: string, amount: number, idempotencyKey?: string) =>
    httpClient<MessageResponse & FundsAnswer>('/api/business/add_funds', {
      method: 'POST',
      body: { phoneNumber, amount },
      headers: idempotency(idempotencyKey),
    }),
  /** POST /api/business/bulk_add_funds: one amount to each phone, all or nothing. */
  bulkAddFunds: (phoneNumbers: string[], amount: number, idempotencyKey?: string) =>
    httpClient<MessageResponse & FundsAnswer>('/api/business/bulk_add_funds', {
      method: 'POST',
      body: { phoneNumbers, amount },
      headers: idempotency(idempotencyKey),
    }),
  deleteManagedUser: (phone: string) =>
    httpClient<MessageResponse>(`/api/business/delete_user/${encodeURIComponent(phone)}`, {
      method: 'DELETE',
    }),
};

const findUser = async (id: unknown) => (await loadUsers()).find((u) => String(u.id) === String(id));

const reads = wholeListReads<ManagedUserRecord>('users', loadUsers, {
  search: [(u) => u.fullName, (u) => u.phoneNumber],
  amount: (u) => u.balance,
  date: (u) => u.lastPayment,
});

/**
 * Resource 'users' (the business's managed users). `create` adds a platform user by phone and
 * `delete` removes one from the list (by phone, as the API wants); a reply that is not the success
 * message is an error carrying the server's message.
 */
export const usersDataProvider = resourceProvider<ManagedUserRecord>('users', {
  ...reads,
  create: async ({ data }) => {
    const phoneNumber = String(data.phoneNumber ?? '');
    const res = expectMessage(await usersMethods.addManagedUser(phoneNumber), BUSINESS_SUCCESS.addUser);
    // The reference server returns the new row; the production API may not: keep what we know.
    const row: ApiManagedUser = res.user ?? {
      _id: phoneNumber,
      firstName: '',
      lastName: '',
      phoneNumber,
      balance: 0,
    };
    return { data: toRecord(row) };
  },
  delete: async ({ id, previousData }) => {
    const user = previousData ?? (await findUser(id));
    if (!user) throw new Error(`users ${String(id)} not found`);
    const { phoneNumber } = user;
    expectMessage(await usersMethods.deleteManagedUser(phoneNumber), BUSINESS_SUCCESS.deleteUser);
    return { data: user };
  },
});
