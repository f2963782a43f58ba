import type { MouseEvent, ReactElement } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SecurityIcon from '@mui/icons-material/Security';
import BarChartIcon from '@mui/icons-material/BarChart';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import { useEvent, useLogout, useTranslate } from 'ra-core';
import { SideMenuLink, SideMenuList } from './SideMenu';
import { menuEntries } from './menuEntries';
import { useCurrentEvent } from './useCurrentEvent';
import { LiveEventCard } from './LiveEventCard';
import { isMenuPathActive } from '../lib/menuPath';

// Made once: the entries are memoised on their props, icons included.
const LIVE_ICONS: Record<'tickets' | 'security' | 'statistics', ReactElement> = {
  tickets: <ConfirmationNumberIcon />,
  security: <SecurityIcon />,
  statistics: <BarChartIcon />,
};
const LOGOUT_ICON = <LogoutIcon />;

/** SPEC §2 side navigation: Events, the live event's pages and card, the other areas, Logout. */
export function Menu() {
  const translate = useTranslate();
  const logout = useLogout();
  const theme = useTheme();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const { data: live, error } = useCurrentEvent();
  // On a phone the drawer covers the page: it closes once an entry is chosen. Asked at the click
  // rather than watched with useMediaQuery.
  const closeOnPhone = useEvent(() => {
    if (window.matchMedia(theme.breakpoints.down('md').replace(/^@media ?/, '')).matches) setOpen(false);
  });
  const signOut = useEvent((event: MouseEvent) => {
    closeOnPhone();
    event.preventDefault();
    logout();
  });
  const link = (to: string, label: string, icon: ReactElement) => (
    <SideMenuLink
      key={to}
      to={to}
      primaryText={translate(label)}
      leftIcon={icon}
      open={open}
      active={isMenuPathActive(to, pathname)}
      onClick={closeOnPhone}
    />
  );
  const [first, ...others] = menuEntries;
  // The live-event card sits after the list, not inside it: a menu holds only menu items. One box
  // holds both, as react-admin's drawer lays out a single child.
  return (
    <Box>
      <SideMenuList open={open}>
        {link(first.to, first.label, first.icon)}
        {/* An array, not a fragment: MUI's MenuList walks its direct children. */}
        {live &&
          (['tickets', 'security', 'statistics'] as const).map((page) =>
            link(`/dashboard/events/${live._id}/${page}`, `menu.${page}`, LIVE_ICONS[page]),
          )}
        {others.map((entry) => link(entry.to, entry.label, entry.icon))}
        <Divider sx={{ my: 1 }} />
        <SideMenuLink
          to="/"
          onClick={signOut}
          primaryText={translate('menu.logout')}
          leftIcon={LOGOUT_ICON}
          open={open}
          active={false}
        />
      </SideMenuList>
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
