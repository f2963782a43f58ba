import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, MenuList, Typography, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState } from 'react-admin';
import { LinkBase, useMatch, type LinkBaseProps } from 'ra-core';

/*
 * The side menu's list and links, with react-admin's Menu and MenuItemLink class names, looks and
 * behaviour (active entry, closes the drawer on phones). react-admin's own components also bring
 * MUI's Tooltip/Popper and a keyboard-shortcut library into the first download of every screen;
 * here a collapsed menu names each entry with the link's title instead.
 */

const LinkRef = forwardRef<HTMLAnchorElement, LinkBaseProps>((props, ref) => (
  <LinkBase ref={ref} {...props} />
));
LinkRef.displayName = 'LinkRef';

export function SideMenuLink(props: {
  to: string;
  primaryText: string;
  leftIcon: ReactNode;
  onClick?: (event: MouseEvent) => void;
}) {
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // '/' (sign-out) would otherwise match every page.
  const match = useMatch({ path: props.to, end: props.to === '/' });
  return (
    <MenuLinkItem
      // MenuItem renders the router link so the entry stays a menuitem for assistive technology.
      component={LinkRef}
      {...{ to: props.to }}
      className={`RaMenuItemLink-root${match ? ' RaMenuItemLink-active' : ''}`}
      title={open ? undefined : props.primaryText}
      tabIndex={0}
      onClick={(event: MouseEvent) => {
        if (isSmall) setOpen(false);
        props.onClick?.(event);
      }}
    >
      <ListItemIcon className="RaMenuItemLink-icon">{props.leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {props.primaryText}
      </Typography>
    </MenuLinkItem>
  );
}

const MenuLinkItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_p, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  '& .RaMenuItemLink-icon': {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  '&.RaMenuItemLink-active': { color: (theme.vars || theme).palette.text.primary },
})) as typeof MenuItem;

export function SideMenuList({ children }: { children: ReactNode }) {
  const [open] = useSidebarState();
  return <MenuRoot className={open ? 'RaMenu-open' : 'RaMenu-closed'}>{children}</MenuRoot>;
}

const MenuRoot = styled(MenuList, { name: 'RaMenu', overridesResolver: (_p, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    [theme.breakpoints.only('xs')]: { marginTop: 0 },
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: DRAWER_WIDTH },
    '&.RaMenu-closed': { width: CLOSED_DRAWER_WIDTH },
  }),
);
