import type { DataProvider } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiBankTransfer } from '../contract/business';
import { wholeListReads, withId } from './businessList';
import { unsupported } from './unsupported';

export type BankTransferRecord = ApiBankTransfer & { id: string };

const transferPath = (id: string) => `/api/business/bank_transfers/${encodeURIComponent(id)}`;

const loadTransfers = async () =>
  (await httpClient<ApiBankTransfer[]>('/api/business/bank_transfers')).map(withId);

export const bankTransfersMethods = {
  /** GET /api/business/bank_transfers/{id}: one transfer (the invoice page). */
  getBankTransfer: async (id: string): Promise<BankTransferRecord> =>
    withId(await httpClient<ApiBankTransfer>(transferPath(id))),
};

/**
 * Resource 'bank-transfers' (read only): text over notes and company, amount range, date range and
 * equality on `status`; one transfer comes from its own call.
 */
export const bankTransfersDataProvider = {
  ...wholeListReads<BankTransferRecord>('bank-transfers', loadTransfers, {
    search: [(t) => t.notes, (t) => t.companyName],
    amount: (t) => t.amount,
    date: (t) => t.createdAt,
  }),
  getOne: async (_r, { id }) => ({ data: await bankTransfersMethods.getBankTransfer(String(id)) }) as never,
  create: unsupported('bank-transfers', 'create'),
  update: unsupported('bank-transfers', 'update'),
  updateMany: unsupported('bank-transfers', 'updateMany'),
  delete: unsupported('bank-transfers', 'delete'),
  deleteMany: unsupported('bank-transfers', 'deleteMany'),
} satisfies DataProvider;
