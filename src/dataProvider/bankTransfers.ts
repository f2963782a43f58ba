import { httpClient } from '../api/httpClient';
import type { ApiBankTransfer } from '../contract/business';
import { wholeListReads } from './businessList';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

export type BankTransferRecord = WithId<ApiBankTransfer>;

const transferPath = (id: string) => `/api/business/bank_transfers/${encodeURIComponent(id)}`;

const loadTransfers = async () =>
  (await httpClient<ApiBankTransfer[]>('/api/business/bank_transfers')).map((t) => withId(t));

export const bankTransfersMethods = {
  /** GET /api/business/bank_transfers/{id}: one transfer (the invoice page). */
  getBankTransfer: async (id: string): Promise<BankTransferRecord> =>
    withId(await httpClient<ApiBankTransfer>(transferPath(id))),
};

/**
 * Resource 'bank-transfers' (read only): text over notes and company, amount range, date range and
 * equality on `status`; one transfer comes from its own call.
 */
export const bankTransfersDataProvider = resourceProvider<BankTransferRecord>('bank-transfers', {
  ...wholeListReads<BankTransferRecord>('bank-transfers', loadTransfers, {
    search: [(t) => t.notes, (t) => t.companyName],
    amount: (t) => t.amount,
    date: (t) => t.createdAt,
  }),
  getOne: async ({ id }) => ({ data: await bankTransfersMethods.getBankTransfer(String(id)) }),
});
