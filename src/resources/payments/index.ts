import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

/** Every reservation payment entry: resource 'payments' (route /dashboard/payments, list only). */
export default {
  list: lazy(() => import('./PaymentList')),
  icon: PaymentsIcon,
  recordRepresentation: 'invoiceNumber',
};
