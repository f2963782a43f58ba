import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { TransactionRecord } from '../../dataProvider/transactions';

/** The business's transaction history: resource 'transactions' (route /dashboard/transactions, list only). */
export default {
  list: lazy(() => import('./TransactionsList').then((m) => ({ default: m.TransactionsList }))),
  icon: ReceiptLongIcon,
  recordRepresentation: (t: TransactionRecord) => t.transactionCode,
};
