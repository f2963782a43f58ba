import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { TransactionsList } from './TransactionsList';

/** The business's transaction history: resource 'transactions' (route /dashboard/transactions, list only). */
export default {
  list: TransactionsList,
  icon: ReceiptLongIcon,
};
