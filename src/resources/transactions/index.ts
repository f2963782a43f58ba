import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { defineResource } from '../defineResource';

/** The business's transaction history: resource 'transactions' (route /dashboard/transactions, list only). */
export default defineResource({
  name: 'transactions',
  list: lazy(() => import('./TransactionsList').then((m) => ({ default: m.TransactionsList }))),
  icon: ReceiptLongIcon,
  recordRepresentation: (t: TransactionRecord) => t.transactionCode,
  dataProvider: () => import('../../dataProvider/business').then((m) => m.businessResources.transactions),
});
