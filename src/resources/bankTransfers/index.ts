import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { BankTransfersList } from './BankTransfersList';

/** 'Virements bancaires': resource 'bank-transfers' (route /dashboard/bank-transfers, list only). */
export default {
  list: BankTransfersList,
  icon: AccountBalanceIcon,
};
