import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { BankTransferRecord } from '../../dataProvider/bankTransfers';
import { defineResource } from '../defineResource';

/** 'Virements bancaires': resource 'bank-transfers' (route /dashboard/bank-transfers, list only). */
export default defineResource({
  name: 'bank-transfers',
  list: lazy(() => import('./BankTransfersList').then((m) => ({ default: m.BankTransfersList }))),
  icon: AccountBalanceIcon,
  recordRepresentation: (t: BankTransferRecord) => `TRF-${t.id.slice(-6)}`,
  dataProvider: () =>
    import('../../dataProvider/business').then((m) => m.businessResources['bank-transfers']),
});
