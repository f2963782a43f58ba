import { AppBar as MuiAppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { HideOnScroll, TitlePortal } from 'react-admin';
import { MenuToggleButton, RefreshButton } from './AppBarButtons';
import { LanguageMenu } from './LanguageMenu';

/**
 * The dashboard's top bar: menu toggle, page title, language switch and react-admin's
 * loading/refresh indicator. react-admin's own AppBar would also bring its user menu, theme toggle
 * and locale menu (unused here) into every screen's first download.
 */
export function AppBar() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <MuiAppBar color="secondary" className="RaAppBar-appBar">
        <Toolbar
          disableGutters
          variant={compact ? 'regular' : 'dense'}
          className="RaAppBar-toolbar"
          sx={(theme) => ({
            padding: theme.spacing(0, 1),
            [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
          })}
        >
          <MenuToggleButton />
          <TitlePortal className="RaAppBar-title" />
          <LanguageMenu />
          <RefreshButton />
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  );
}
