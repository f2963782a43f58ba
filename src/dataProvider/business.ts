import type { DataProvider } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiSubscriptionPayment, PublicInvoiceSummary } from '../contract/business';
import { usersDataProvider, usersMethods } from './users';
import { transactionsDataProvider } from './transactions';
import { bankTransfersDataProvider, bankTransfersMethods } from './bankTransfers';
import { pagedTransactions, pagedUsers, withPagedList } from './pagedLists';
import { statementMethods } from './statements';

export type { ManagedUserRecord } from './users';
export type { TransactionRecord } from './transactions';
export type { BankTransferRecord } from './bankTransfers';

/**
 * The business area's resources, one provider per resource (./users, ./transactions, ./bankTransfers).
 * Users and transactions are listed from the server's pages when it offers 'pagedLists' (./pagedLists),
 * else from SPEC's whole arrays, filtered here.
 */
export const businessResources: Record<string, DataProvider> = {
  users: withPagedList('users', usersDataProvider, pagedUsers),
  transactions: withPagedList('transactions', transactionsDataProvider, pagedTransactions),
  'bank-transfers': bankTransfersDataProvider,
};

/** The business area's custom methods: the users' (addFunds, ...), the transfers' and the invoices'. */
export const businessMethods = {
  ...usersMethods,
  ...bankTransfersMethods,
  ...statementMethods,
  getSubscriptionInvoice: (id: string) =>
    httpClient<ApiSubscriptionPayment>(`/api/subscription/get-invoice/${encodeURIComponent(id)}`),
  /** What the QR code of a printed invoice shows without a session. */
  getPublicInvoice: (kind: 'subscription' | 'transfer', id: string) =>
    httpClient<PublicInvoiceSummary>(`/api/public/invoices/${kind}/${encodeURIComponent(id)}`, {
      token: null,
    }),
};
