import type { DataProvider } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiTransaction, TransactionStatusKind } from '../contract/business';
import { wholeListReads, withId } from './businessList';
import { unsupported } from './unsupported';

/** A transaction as react-admin holds it; `statusKind` is what the screen shows (SPEC §3). */
export type TransactionRecord = ApiTransaction & { id: string; statusKind: TransactionStatusKind };

/** SPEC §3: COMPLETED and PENDING are shown as such; anything else is a failure. */
export const statusKind = (status: string | null | undefined): TransactionStatusKind =>
  status === 'COMPLETED' || status === 'PENDING' ? status : 'FAILED';

const loadTransactions = async () =>
  (await httpClient<ApiTransaction[]>('/api/business/get_transactions')).map((t): TransactionRecord => ({
    ...withId(t),
    statusKind: statusKind(t.status),
  }));

/**
 * Resource 'transactions' (read only): text over sender, receiver and description, amount range,
 * creation date range, and equality on `type` and `statusKind` (SPEC §5).
 */
export const transactionsDataProvider = {
  ...wholeListReads<TransactionRecord>('transactions', loadTransactions, {
    search: [(t) => t.senderName, (t) => t.receiverName, (t) => t.description],
    amount: (t) => t.amount,
    date: (t) => t.createdAt,
  }),
  create: unsupported('transactions', 'create'),
  update: unsupported('transactions', 'update'),
  updateMany: unsupported('transactions', 'updateMany'),
  delete: unsupported('transactions', 'delete'),
  deleteMany: unsupported('transactions', 'deleteMany'),
} satisfies DataProvider;
