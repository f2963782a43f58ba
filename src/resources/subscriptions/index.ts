import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { defineResource } from '../defineResource';

/**
 * Subscription payments and their invoices: resource 'subscriptions' (route /dashboard/subscriptions),
 * on servers that offer them; its endpoint speaks simple-REST (the default provider).
 */
export default defineResource({
  name: 'subscriptions',
  list: lazy(() => import('./SubscriptionList')),
  icon: CardMembershipIcon,
  recordRepresentation: 'paymentNumber',
  extension: 'subscriptions',
});
