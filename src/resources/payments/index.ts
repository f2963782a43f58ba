import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../defineResource';

/** Every reservation payment entry: resource 'payments' (route /dashboard/payments, list only). */
export default defineResource({
  name: 'payments',
  list: lazy(() => import('./PaymentList')),
  icon: PaymentsIcon,
  recordRepresentation: 'invoiceNumber',
  // SPEC's screen (the reservations' payments without the ledger); recording one needs the ledger.
  extension: { create: 'payments' },
  dataProvider: () => import('../../dataProvider/money').then((m) => m.paymentsDataProvider),
});
