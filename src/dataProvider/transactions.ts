import { httpClient } from '../api/httpClient';
import type { ApiTransaction, TransactionStatusKind } from '../contract/business';
import { wholeListReads } from './businessList';
import { resourceProvider } from './resourceProvider';
import { withId, type WithId } from './withId';

/** A transaction as react-admin holds it; `statusKind` is what the screen shows (SPEC §3). */
export type TransactionRecord = WithId<ApiTransaction> & { statusKind: TransactionStatusKind };

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
export const transactionsDataProvider = resourceProvider<TransactionRecord>(
  'transactions',
  wholeListReads<TransactionRecord>('transactions', loadTransactions, {
    search: [(t) => t.senderName, (t) => t.receiverName, (t) => t.description],
    amount: (t) => t.amount,
    date: (t) => t.createdAt,
  }),
);
