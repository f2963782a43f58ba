import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembership';

/** Subscription payments and their invoices: resource 'subscriptions' (route /dashboard/subscriptions). */
export default {
  list: lazy(() => import('./SubscriptionList')),
  icon: CardMembershipIcon,
  recordRepresentation: 'paymentNumber',
};
