import { memo, type MouseEvent, type ReactNode } from 'react';
import { MenuList } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from 'react-admin';
import { LinkBase } from 'ra-core';

/*
 * The side menu's list and links, with react-admin's Menu and MenuItemLink class names, looks and
 * behaviour (active entry, closes the drawer on phones), and MUI's MenuList keyboard navigation.
 *
 * The menu is part of every screen's first render, and its fifteen entries were the costliest part
 * of the events list's: each MUI MenuItem is a ButtonBase with its own styled root, ripple and
 * focus tracking. An entry is a router link with the menuitem role, styled by the list once for all
 * entries (MenuItem's own rules; keyboard focus shows as MenuItem's focus-visible background), and
 * is given what it needs (drawer open, current page) by the menu rather than by store and router
 * hooks of its own. react-admin's MenuItemLink also brings MUI's Tooltip/Popper and a
 * keyboard-shortcut library; a collapsed menu names each entry with the link's title instead.
 */

export const SideMenuLink = memo(function SideMenuLink(props: {
  to: string;
  primaryText: string;
  leftIcon: ReactNode;
  /** The drawer is open: the entry shows its text, else it is named by its title. */
  open: boolean;
  active: boolean;
  onClick?: (event: MouseEvent) => void;
}) {
  return (
    <LinkBase
      to={props.to}
      role="menuitem"
      className={`RaMenuItemLink-root${props.active ? ' RaMenuItemLink-active' : ''}`}
      aria-current={props.active ? 'page' : undefined}
      title={props.open ? undefined : props.primaryText}
      tabIndex={0}
      onClick={props.onClick}
    >
      <span className="RaMenuItemLink-icon">{props.leftIcon}</span>
      <span className="RaMenuItemLink-label">{props.primaryText}</span>
    </LinkBase>
  );
});

export function SideMenuList({ open, children }: { open: boolean; children: ReactNode }) {
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
    // MUI MenuItem's look (gutters, not dense), with react-admin MenuItemLink's colours.
    '& .RaMenuItemLink-root': {
      ...theme.typography.body1,
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minHeight: 48,
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      color: (theme.vars || theme).palette.text.secondary,
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': {
        backgroundColor: (theme.vars || theme).palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      // With the theme's focus ring for links (layout/theme.ts).
      '&:focus-visible': { backgroundColor: (theme.vars || theme).palette.action.focus },
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    },
    '& .RaMenuItemLink-active': { color: (theme.vars || theme).palette.text.primary },
    '& .RaMenuItemLink-icon': {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: theme.spacing(5),
      color: (theme.vars || theme).palette.text.secondary,
    },
    '& .RaMenuItemLink-label': {
      flexGrow: 1,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  }),
);
