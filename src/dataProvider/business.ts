import type { DataProvider } from 'ra-core';
import { httpClient } from '../api/httpClient';
import type { ApiSubscriptionPayment, PublicInvoiceSummary } from '../contract/business';
import { usersDataProvider, usersMethods } from './users';
import { transactionsDataProvider } from './transactions';
import { bankTransfersDataProvider, bankTransfersMethods } from './bankTransfers';

export type { ManagedUserRecord } from './users';
export type { TransactionRecord } from './transactions';
export type { BankTransferRecord } from './bankTransfers';

/** The business area's resources, one provider per resource (./users, ./transactions, ./bankTransfers). */
export const businessResources: Record<string, DataProvider> = {
  users: usersDataProvider,
  transactions: transactionsDataProvider,
  'bank-transfers': bankTransfersDataProvider,
};

/** The business area's custom methods: the users' (addFunds, ...), the transfers' and the invoices'. */
export const businessMethods = {
  ...usersMethods,
  ...bankTransfersMethods,
  getSubscriptionInvoice: (id: string) =>
    httpClient<ApiSubscriptionPayment>(`/api/subscription/get-invoice/${encodeURIComponent(id)}`),
  /** What the QR code of a printed invoice shows without a session. */
  getPublicInvoice: (kind: 'subscription' | 'transfer', id: string) =>
    httpClient<PublicInvoiceSummary>(`/api/public/invoices/${kind}/${encodeURIComponent(id)}`, {
      token: null,
    }),
};
