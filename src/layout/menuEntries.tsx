import type { ReactElement } from 'react';
import EventIcon from '@mui/icons-material/Event';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import AssessmentIcon from '@mui/icons-material/Assessment';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HistoryIcon from '@mui/icons-material/History';

export interface MenuEntry {
  to: string;
  /** i18n key */
  label: string;
  icon: ReactElement;
}

/**
 * Side-navigation entries that do not depend on the live event, in order. Each business area adds
 * its own entries (Users, Transactions, Fleet, ...); an entry must lead to a working page.
 */
export const menuEntries: MenuEntry[] = [
  { to: '/dashboard/events', label: 'menu.events', icon: <EventIcon /> },
  { to: '/dashboard/users', label: 'business.menu.users', icon: <PeopleIcon /> },
  { to: '/dashboard/transactions', label: 'business.menu.transactions', icon: <ReceiptLongIcon /> },
  { to: '/dashboard/bank-transfers', label: 'bankTransfers.menu', icon: <AccountBalanceIcon /> },
  { to: '/dashboard/subscriptions', label: 'resources.subscriptions.menu', icon: <CardMembershipIcon /> },
  { to: '/dashboard/fleet', label: 'rental.menu.fleet', icon: <DirectionsCarIcon /> },
  { to: '/dashboard/reservations', label: 'rental.menu.reservations', icon: <EventNoteIcon /> },
  { to: '/dashboard/reports', label: 'rental.menu.reports', icon: <AssessmentIcon /> },
  { to: '/dashboard/payments', label: 'rental.menu.payments', icon: <PaymentsIcon /> },
  { to: '/dashboard/journal', label: 'resources.journal.menu', icon: <HistoryIcon /> },
];
