import { Box, Divider, Typography } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SecurityIcon from '@mui/icons-material/Security';
import BarChartIcon from '@mui/icons-material/BarChart';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSidebarState } from 'react-admin';
import { SideMenuLink, SideMenuList } from './SideMenu';
import { useLogout, useTranslate } from 'ra-core';
import { menuEntries } from './menuEntries';
import { useCurrentEvent } from './useCurrentEvent';
import { LiveEventCard } from './LiveEventCard';

/** SPEC §2 side navigation: Events, the live event's pages and card, the other areas, Logout. */
export function Menu() {
  const translate = useTranslate();
  const logout = useLogout();
  const [open] = useSidebarState();
  const { data: live, error } = useCurrentEvent();
  const [first, ...others] = menuEntries;
  // The live-event card sits after the list, not inside it: a menu holds only menu items. One box
  // holds both, as react-admin's drawer lays out a single child.
  return (
    <Box>
      <SideMenuList>
        <SideMenuLink to={first.to} primaryText={translate(first.label)} leftIcon={first.icon} />
        {/* An array, not a fragment: MUI's MenuList walks its direct children. */}
        {live && [
          <SideMenuLink
            key="tickets"
            to={`/dashboard/events/${live._id}/tickets`}
            primaryText={translate('menu.tickets')}
            leftIcon={<ConfirmationNumberIcon />}
          />,
          <SideMenuLink
            key="security"
            to={`/dashboard/events/${live._id}/security`}
            primaryText={translate('menu.security')}
            leftIcon={<SecurityIcon />}
          />,
          <SideMenuLink
            key="statistics"
            to={`/dashboard/events/${live._id}/statistics`}
            primaryText={translate('menu.statistics')}
            leftIcon={<BarChartIcon />}
          />,
        ]}
        {others.map((entry) => (
          <SideMenuLink
            key={entry.to}
            to={entry.to}
            primaryText={translate(entry.label)}
            leftIcon={entry.icon}
          />
        ))}
        <Divider sx={{ my: 1 }} />
        <SideMenuLink
          to="/"
          onClick={(e: React.MouseEvent) => {
            e.preventDefault();
            logout();
          }}
          primaryText={translate('menu.logout')}
          leftIcon={<LogoutIcon />}
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
