import { Box, Divider, Typography } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SecurityIcon from '@mui/icons-material/Security';
import BarChartIcon from '@mui/icons-material/BarChart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router-dom';
import { Logout, Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useCurrentEvent } from './useCurrentEvent';
import { LiveEventCard } from './LiveEventCard';
import { isMenuPathActive } from '../lib/menuPath';
import { useRefreshOnLostExtension } from '../authProvider/useExtension';

/**
 * SPEC §2 side navigation, with react-admin's Menu and its entries (which close the drawer on a
 * phone): Events, the live event's pages, the other areas, Logout; then the live event's card.
 * An extension's resource (journal, subscriptions) is listed only when the server offers it:
 * react-admin's `Menu.ResourceItem` asks `authProvider.canAccess`.
 * Resources take their label and icon from their `<Resource>`; the fleet's entry says "Fleet"
 * where the resource's name is its cars.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const { data: live, error } = useCurrentEvent();
  useRefreshOnLostExtension();
  // The entry of the current page (or of the page above it) is announced as such.
  const current = (to: string) => (isMenuPathActive(to, pathname) ? ('page' as const) : undefined);
  const resource = (name: string, primaryText?: string) => (
    <RaMenu.ResourceItem
      key={name}
      name={name}
      // Spread only when given: an undefined primaryText would hide the resource's own label.
      {...(primaryText ? { primaryText } : {})}
      aria-current={current(`/dashboard/${name}`)}
    />
  );
  const livePages = live
    ? [
        { page: 'tickets', icon: <ConfirmationNumberIcon /> },
        { page: 'security', icon: <SecurityIcon /> },
        { page: 'statistics', icon: <BarChartIcon /> },
      ].map(({ page, icon }) => {
        const to = `/dashboard/events/${live._id}/${page}`;
        return (
          <RaMenu.Item
            key={page}
            to={to}
            primaryText={`menu.${page}`}
            leftIcon={icon}
            aria-current={current(to)}
          />
        );
      })
    : [];
  // The live-event card sits after the menu, not inside it: a menu holds only menu items.
  return (
    <Box>
      <RaMenu>
        {resource('events')}
        {livePages}
        {resource('users')}
        {resource('transactions')}
        {resource('bank-transfers')}
        {resource('subscriptions')}
        {resource('fleet', 'rental.menu.fleet')}
        {resource('reservations')}
        <RaMenu.Item
          to="/dashboard/reports"
          primaryText="rental.menu.reports"
          leftIcon={<AssessmentIcon />}
          aria-current={current('/dashboard/reports')}
        />
        {resource('payments')}
        {resource('journal')}
        <Divider sx={{ my: 1 }} />
        <Logout icon={<LogoutIcon />} />
      </RaMenu>
      {open && live && <LiveEventCard event={live} />}
      {open && error && (
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="caption" color="error">
            {translate('menu.liveEvent.error')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
