import type { ComponentProps, ReactElement } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import SecurityIcon from '@mui/icons-material/Security';
import BarChartIcon from '@mui/icons-material/BarChart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router-dom';
import { CanAccess, Logout, Menu as RaMenu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { useCurrentEvent } from './useCurrentEvent';
import { LiveEventCard } from './LiveEventCard';
import { isMenuPathActive } from '../lib/menuPath';
import { useRefreshOnLostExtension } from '../authProvider/useExtension';
import { RESOURCES, type ResourceName } from '../resources';
import { ApprovalsMenuItem } from './ApprovalsMenuItem';

/** The live event's pages, each shown to whoever may see its resource. */
const LIVE_PAGE_RESOURCE: Record<string, string> = {
  tickets: 'tickets',
  security: 'security-agents',
  statistics: 'statistics',
};

/** A menu entry that is not a resource's: shown when react-admin's canAccess allows its resource. */
function AllowedItem({ resource, ...item }: { resource: string } & ComponentProps<typeof RaMenu.Item>) {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  return canAccess ? <RaMenu.Item {...item} /> : null;
}

/**
 * SPEC §2 side navigation, with react-admin's Menu and its entries (which close the drawer on a
 * phone): the registered resources in their order (src/resources), Events followed by the live
 * event's pages and Reservations by Reports, then Logout; then the live event's card.
 * An extension's resource (journal, subscriptions) is listed only when the server offers it:
 * react-admin's `Menu.ResourceItem` asks `canAccess` (src/authProvider/dashboardAuthProvider.ts).
 * Resources take their label and icon from their `<Resource>` (or their definition's `menu`).
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const { data: live, error } = useCurrentEvent();
  useRefreshOnLostExtension();
  // The entry of the current page (or of the page above it) is announced as such.
  const current = (to: string) => (isMenuPathActive(to, pathname) ? ('page' as const) : undefined);
  const livePages = live
    ? [
        { page: 'tickets', icon: <ConfirmationNumberIcon /> },
        { page: 'security', icon: <SecurityIcon /> },
        { page: 'statistics', icon: <BarChartIcon /> },
      ].map(({ page, icon }) => {
        const to = `/dashboard/events/${live._id}/${page}`;
        return (
          <AllowedItem
            key={page}
            resource={LIVE_PAGE_RESOURCE[page]}
            to={to}
            primaryText={`menu.${page}`}
            leftIcon={icon}
            aria-current={current(to)}
          />
        );
      })
    : [];
  // Pages that are not resources, after the resource they belong to.
  const pagesAfter: Partial<Record<ResourceName, ReactElement[]>> = {
    events: livePages,
    reservations: [
      <AllowedItem
        key="reports"
        resource="reports"
        to="/dashboard/reports"
        primaryText="rental.menu.reports"
        leftIcon={<AssessmentIcon />}
        aria-current={current('/dashboard/reports')}
      />,
    ],
  };
  // The live-event card sits after the menu, not inside it: a menu holds only menu items.
  return (
    <Box>
      <RaMenu>
        {RESOURCES.flatMap(({ name, menu }) => [
          ...(menu === false
            ? []
            : name === 'approvals'
              ? [<ApprovalsMenuItem key={name} current={current(`/dashboard/${name}`)} />]
              : [
                  <RaMenu.ResourceItem
                    key={name}
                    name={name}
                    // Spread only when given: an undefined primaryText would hide the resource's own label.
                    {...(menu?.primaryText ? { primaryText: menu.primaryText } : {})}
                    aria-current={current(`/dashboard/${name}`)}
                  />,
                ]),
          ...(pagesAfter[name] ?? []),
        ])}
        <Divider sx={{ my: 1 }} />
        <Logout icon={<LogoutIcon />} />
      </RaMenu>
      {/* The live event's card leads to the event: only for a role that may open it. */}
      {open && live && (
        <CanAccess resource="events" action="show">
          <LiveEventCard event={live} />
        </CanAccess>
      )}
      {open && error && (
        <CanAccess resource="events" action="show">
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="caption" color="error">
              {translate('menu.liveEvent.error')}
            </Typography>
          </Box>
        </CanAccess>
      )}
    </Box>
  );
}
